import { createHash } from 'node:crypto';
import { routeList } from '@chardham/shared/routes';
import { matchPattern } from '@chardham/shared/routes/match';
import { minify, type Plugin } from 'vite';
import { earlyRemote } from '../src/features/early-script/early-script';

/** The early script's source: the function above applied to the route table's remote routes and the one path matcher. */
export function earlyRemoteSource(): string {
  const table = routeList.filter((r) => r.slice !== 'shell').map((r) => [r.path, r.slice] as const);
  return `(${earlyRemote.toString()})(${JSON.stringify(table)}, ${matchPattern.toString()});\n`;
}

/**
 * Emits the early script as a content-hashed file (immutable, same-origin: allowed by the CSP
 * without 'unsafe-inline') and puts it first in <head> as an async script, so the current route's
 * remote downloads in parallel with the shell's own boot rather than after it.
 */
export function earlyRemotePlugin(): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'chardham:early-remote',
    apply: 'build',
    async buildStart() {
      // Minified: the function's own text keeps its comments (4.5 KB gzipped, 2.0 KB minified).
      const minified = await minify('early-remote.js', earlyRemoteSource(), { compress: true, mangle: true });
      if (minified.errors.length > 0) throw new Error(`The early script: ${minified.errors[0]?.message}`);
      source = minified.code;
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      fileName = `assets/early-remote-${hash}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        // A classic script: the federation plugin defers every module script until the host has
        // initialised, which is exactly the wait this script exists to avoid.
        { tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  };
}
