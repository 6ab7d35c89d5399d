/**
 * Renders one source image to AVIF and WebP at the requested widths with sharp, caching the results
 * on disk by content hash so a rebuild (or the second slice that uses the same artwork) costs nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, extname, join } from 'node:path';
import type sharpType from 'sharp';

export type Format = 'avif' | 'webp';
export const formats: readonly Format[] = ['avif', 'webp'];

export interface Rendition {
  format: Format;
  width: number;
  height: number;
  file: string;
}

export interface Encoded {
  width: number;
  height: number;
  renditions: Rendition[];
}

// Loaded lazily with require: vite.config.ts runs in Vite's module runner, which is closed by the time
// the build calls the plugin, so a dynamic import() would fail; unit tests never load sharp at all.
export const loadSharp = () => createRequire(import.meta.url)('sharp') as typeof sharpType;

/** Bump when encoder settings change, so stale cache entries are not reused. */
const cacheVersion = 'v1';
const quality = { avif: 52, webp: 78 } as const;

/** Intrinsic size: from an SVG's viewBox/width/height without decoding, else from sharp. */
export async function intrinsicSize(
  source: Buffer,
  path: string,
): Promise<{ width: number; height: number }> {
  if (extname(path) === '.svg') {
    const text = source.toString('utf8');
    const viewBox = text.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
    if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  }
  const sharp = loadSharp();
  const meta = await sharp(source).metadata();
  if (!meta.width || !meta.height) throw new Error(`responsive image ${path} has no size`);
  return { width: meta.width, height: meta.height };
}

export async function encode(path: string, widths: readonly number[], cacheDir: string): Promise<Encoded> {
  const source = await readFile(path);
  const size = await intrinsicSize(source, path);
  const vector = extname(path) === '.svg';
  // Raster sources are never enlarged; vector artwork renders crisply at any width.
  const usable = vector ? [...widths] : widths.filter((w) => w <= size.width);
  if (usable.length === 0) usable.push(size.width);
  const hash = createHash('sha256')
    .update(cacheVersion)
    .update(JSON.stringify(quality))
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const dir = join(cacheDir, hash);
  await mkdir(dir, { recursive: true });
  const name = basename(path, extname(path));
  const renditions: Rendition[] = [];
  for (const width of usable) {
    const height = Math.round((size.height * width) / size.width);
    for (const format of formats) {
      const file = join(dir, `${name}-${width}.${format}`);
      if (!existsSync(file))
        await writeAtomically(file, await render(source, vector, size.width, width, format));
      renditions.push({ format, width, height, file });
    }
  }
  const largest = usable[usable.length - 1] as number;
  return { width: largest, height: Math.round((size.height * largest) / size.width), renditions };
}

async function render(source: Buffer, vector: boolean, sourceWidth: number, width: number, format: Format) {
  const sharp = loadSharp();
  // Rasterise SVG at the target size (density scales it), rather than upscaling a small bitmap.
  const input = vector
    ? sharp(source, { density: Math.min(2400, (72 * width) / sourceWidth) })
    : sharp(source);
  const resized = input.resize({ width, withoutEnlargement: !vector });
  return format === 'avif'
    ? resized.avif({ quality: quality.avif, effort: 3 }).toBuffer()
    : resized.webp({ quality: quality.webp, effort: 4 }).toBuffer();
}

/** Two builds may encode the same image at once: write aside, then rename into place. */
async function writeAtomically(file: string, data: Buffer) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
