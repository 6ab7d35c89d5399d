import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build plugin that runs `run` once a client build has written its files: never in a server
 * build (the renderer's own builds of slice HTML and frames are not deployed), and never after a
 * failed build (closeBundle runs then too, and its error would hide the build's own).
 */
export function afterClientBuild(options: {
  name: string;
  enforce?: Plugin['enforce'];
  /** 'post': after every other plugin's closeBundle (the files they write are there). */
  order?: 'pre' | 'post';
  run: (paths: { root: string; outDir: string }) => Promise<void> | void;
}): Plugin {
  let root = '';
  let outDir = '';
  let serverBuild = false;
  let written = false;
  return {
    name: options.name,
    apply: 'build',
    enforce: options.enforce,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      order: options.order ?? null,
      sequential: true,
      async handler() {
        if (serverBuild || !written) return;
        await options.run({ root, outDir });
      },
    },
  };
}
