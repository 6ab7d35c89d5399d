/**
 * Writes each built text file's brotli 11 and gzip 9 forms beside it (name.js.br, name.js.gz), once
 * everything else has written its files: a release carries its compressed bodies, so a server sends
 * them as they are instead of compressing on its own CPU and memory (decision 074). What the servers
 * compose is left out, since it is never sent as it is: HTML (frames, fragments), a slice's `html/`
 * folder (its sitemap lines among its fragments) and the crawl files at a build's root, which carry
 * the site's origin and, for the sitemap, the packages slice's lines (issue 45).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { compress, isCompressible, SIDECAR_SUFFIX } from '@chardham/shared/ssr/compression';
import type { Plugin } from 'vite';
import { afterClientBuild } from './after-client-build';

const encodings = Object.keys(SIDECAR_SUFFIX) as (keyof typeof SIDECAR_SUFFIX)[];
const sidecars = Object.values(SIDECAR_SUFFIX);

const crawlFiles = ['sitemap.xml', 'robots.txt'];

/** Whether the servers compose a build's file (relative path) rather than send it as it is. */
const composed = (file: string) =>
  file.endsWith('.html') || file.split(sep)[0] === 'html' || crawlFiles.includes(file);

/** The files of a build folder that get compressed forms. */
export function filesToCompress(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !composed(relative(dir, path)) && !sidecars.some((suffix) => path.endsWith(suffix)))
    .filter((path) => isCompressible(path, statSync(path).size));
}

export async function writeCompressedFiles(dir: string): Promise<number> {
  const files = filesToCompress(dir);
  for (const path of files) {
    const data = readFileSync(path);
    for (const encoding of encodings) {
      writeFileSync(`${path}${SIDECAR_SUFFIX[encoding]}`, await compress(data, encoding, 'max'));
    }
  }
  return files.length;
}

export function precompressedFiles(): Plugin {
  return afterClientBuild({
    name: 'chardham:precompressed-files',
    enforce: 'post',
    order: 'post',
    async run({ outDir }) {
      const count = await writeCompressedFiles(outDir);
      console.log(`precompressed: ${count} files in ${outDir} (brotli 11, gzip 9)`);
    },
  });
}
