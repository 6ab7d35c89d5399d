/**
 * The Hindi pages' web font: Noto Sans Devanagari (OFL, kept in this package's fonts/), each weight
 * cut down to the Devanagari block, the joiners, the dotted circle, the rupee sign and the dandas, as
 * one WOFF2.
 * The whole block rather than the site's text of today: a new word on a slice's page must not fall
 * back to another font letter by letter, and the slices are built apart from the shell that serves
 * the font. Cached on disk by the source font.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const here = dirname(fileURLToPath(import.meta.url));
const fontsDir = join(here, '../../fonts');

/** The two weights the pages use: body text, and headings, labels and buttons (600 and up). */
export type DevanagariWeight = 'regular' | 'bold';
export const devanagariSources: Record<DevanagariWeight, string> = {
  regular: join(fontsDir, 'NotoSansDevanagari-Regular.ttf'),
  bold: join(fontsDir, 'NotoSansDevanagari-Bold.ttf'),
};
const cacheDir = join(here, '../../.cache/fonts');

/** The characters the subset keeps, and the `unicode-range` of its @font-face. */
export const devanagariRange = 'U+0900-097F, U+200C-200D, U+20B9, U+25CC';
function rangeText(): string {
  let text = '\u200c\u200d\u20b9\u25cc';
  for (let c = 0x0900; c <= 0x097f; c++) text += String.fromCodePoint(c);
  return text;
}

export async function devanagariWoff2(weight: DevanagariWeight): Promise<Buffer> {
  const source = await readFile(devanagariSources[weight]);
  const hash = createHash('sha256').update('v1').update(source).digest('hex').slice(0, 16);
  const file = join(cacheDir, `noto-sans-devanagari-${weight}-${hash}.woff2`);
  if (existsSync(file)) return readFile(file);
  // Loaded with require: the build calls this after Vite's config loader has closed its runner.
  const subsetFont = createRequire(import.meta.url)('subset-font') as (
    font: Buffer,
    text: string,
    options: { targetFormat: 'woff2' },
  ) => Promise<Buffer>;
  const woff2 = await subsetFont(source, rangeText(), { targetFormat: 'woff2' });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(`${file}.${process.pid}.tmp`, woff2);
  await rename(`${file}.${process.pid}.tmp`, file);
  return woff2;
}

/**
 * A face's vertical metrics as fractions of its em, for `ascent-override`, `descent-override` and
 * `line-gap-override`: the same line box on every platform (Windows and macOS read different tables
 * of the same file), and given to the fallback face, the same line box before the font arrives.
 */
export interface VerticalMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
}

export async function devanagariMetrics(weight: DevanagariWeight): Promise<VerticalMetrics> {
  const font = fontkit.create(await readFile(devanagariSources[weight]));
  if (!('unitsPerEm' in font)) throw new Error(`${devanagariSources[weight]} is a collection, not one font`);
  return {
    ascent: font.ascent / font.unitsPerEm,
    descent: -font.descent / font.unitsPerEm,
    lineGap: font.lineGap / font.unitsPerEm,
  };
}
