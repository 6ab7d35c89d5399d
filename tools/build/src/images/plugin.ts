/**
 * Vite plugin: `import img from './scene.svg?responsive'` renders the file to AVIF and WebP at several
 * widths (cached in node_modules/.cache) and returns a `ProcessedImage`. The renditions are imported
 * back as ordinary assets, so Vite names, hashes and serves them and resolves them against the
 * build's relative base: a remote's images load from wherever its remoteEntry.js is deployed.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type Encoded, encode, formats, intrinsicSize } from './encode';

export interface ResponsiveImagesOptions {
  /** Widths rendered when an import does not ask for others (`?w=320,640&responsive`). */
  widths?: readonly number[];
  /** Where renditions are cached; defaults to this package's node_modules/.cache, shared by all apps. */
  cacheDir?: string;
  /**
   * Skip encoding and return placeholder URLs with the real size. Defaults to on under vitest,
   * where components need the shape, not the pixels.
   */
  stub?: boolean;
}

export const defaultWidths = [480, 720, 960, 1600] as const;
const query = /[?&]responsive$/;
const here = dirname(fileURLToPath(import.meta.url));
const defaultCacheDir = join(here, '../../node_modules/.cache/responsive-images');

export function responsiveImages(options: ResponsiveImagesOptions = {}): Plugin {
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  const stub = options.stub ?? Boolean(process.env.VITEST);
  return {
    name: 'chardham:responsive-images',
    enforce: 'pre',
    async load(id) {
      if (!query.test(id)) return null;
      const [path = '', search = ''] = id.split('?');
      const params = new URLSearchParams(search);
      const widths = params.get('w')?.split(',').map(Number) ?? options.widths ?? defaultWidths;
      if (widths.some((w) => !Number.isInteger(w) || w <= 0)) {
        this.error(`responsive image ${path}: bad widths "${params.get('w')}"`);
      }
      this.addWatchFile(path);
      const source = await readFile(path);
      const alt = extname(path) === '.svg' ? svgTitle(source.toString('utf8')) : undefined;
      if (stub) return stubModule(path, await intrinsicSize(source, path), widths, alt);
      const encoded = await encode(
        path,
        [...widths].sort((a, b) => a - b),
        cacheDir,
      );
      return moduleCode(dirname(path), encoded, alt);
    },
  };
}

/** The renditions become ordinary asset imports (`?no-inline`: never a data: URL in the JS). */
function moduleCode(fromDir: string, encoded: Encoded, alt: string | undefined): string {
  const imports: string[] = [];
  const sets: Record<string, string[]> = { avif: [], webp: [] };
  encoded.renditions.forEach((r, i) => {
    const spec = relative(fromDir, r.file).split(sep).join('/');
    imports.push(
      `import r${i} from ${JSON.stringify(`${spec.startsWith('.') ? spec : `./${spec}`}?no-inline`)};`,
    );
    sets[r.format]?.push(`\${r${i}} ${r.width}w`);
  });
  const webps = encoded.renditions.map((r, i) => ({ r, i })).filter(({ r }) => r.format === 'webp');
  const middle = webps[Math.floor((webps.length - 1) / 2)]?.i ?? 0;
  const fields = [
    `width: ${encoded.width}`,
    `height: ${encoded.height}`,
    ...formats.map((f) => `${f}: \`${(sets[f] ?? []).join(', ')}\``),
    `fallback: r${middle}`,
    ...(alt ? [`alt: ${JSON.stringify(alt)}`] : []),
  ];
  return `${imports.join('\n')}\nexport default { ${fields.join(', ')} };\n`;
}

function stubModule(
  path: string,
  size: { width: number; height: number },
  widths: readonly number[],
  alt: string | undefined,
): string {
  const name = basename(path, extname(path));
  const largest = Math.max(...widths);
  const image = {
    width: largest,
    height: Math.round((size.height * largest) / size.width),
    avif: widths.map((w) => `/${name}-${w}.avif ${w}w`).join(', '),
    webp: widths.map((w) => `/${name}-${w}.webp ${w}w`).join(', '),
    fallback: `/${name}.webp`,
    ...(alt ? { alt } : {}),
  };
  return `export default ${JSON.stringify(image)};\n`;
}

function svgTitle(svg: string): string | undefined {
  const title = svg.match(/<title[^>]*>([\s\S]*?)<\/title>/)?.[1]?.trim();
  return title ? title.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>') : undefined;
}
