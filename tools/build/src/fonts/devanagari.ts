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

/**
 * Devanagari fonts a computer without the web font paints a Hindi page with until it arrives:
 * Debian's and Fedora's Lohit, and GNU FreeSans. Their files come from Debian's fonts-lohit-deva
 * and fonts-freefont-ttf, which the bootstrap installs for every build. (The faces of iPhones and
 * Windows, Kohinoor and Nirmala UI, are not files this machine has; Android phones have Noto.)
 */
export const systemDevanagariFonts: {
  family: string;
  local: Record<DevanagariWeight, string[]>;
  files: Record<DevanagariWeight, string>;
}[] = [
  {
    family: 'Lohit',
    // One weight: bold text in it is the regular face, made as wide as the web font's bold.
    local: {
      regular: ['Lohit Devanagari', 'Lohit-Devanagari'],
      bold: ['Lohit Devanagari', 'Lohit-Devanagari'],
    },
    files: {
      regular: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
      bold: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
    },
  },
  {
    family: 'FreeSans',
    local: { regular: ['FreeSans'], bold: ['FreeSans Bold', 'FreeSansBold'] },
    files: {
      regular: '/usr/share/fonts/truetype/freefont/FreeSans.ttf',
      bold: '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
    },
  },
];

/** Words as the pages have them; widths are of Devanagari only (spaces and marks are the site sans'). */
const sampleWords =
  'हरिद्वार से चारधाम यात्रा यमुनोत्री गंगोत्री केदारनाथ और बद्रीनाथ के दर्शन होटल गाड़ी पूजा और पूरी देखभाल पैकेज की क़ीमत प्रति व्यक्ति तीर्थयात्रियों के लिए दिनवार यात्रा-कार्यक्रम'.split(
    ' ',
  );

async function openFont(path: string) {
  const font = fontkit.create(await readFile(path));
  if (!('unitsPerEm' in font)) throw new Error(`${path} is a collection, not one font`);
  return font;
}

/** The width of the sample words in ems, as the font shapes them. */
async function sampleWidth(path: string): Promise<number> {
  const font = await openFont(path);
  return sampleWords.reduce((sum, word) => sum + font.layout(word).advanceWidth, 0) / font.unitsPerEm;
}

/** A fallback face: a system font made as wide as the web font and given its line box. */
export interface FallbackFace extends VerticalMetrics {
  family: string;
  weight: DevanagariWeight;
  local: string[];
  sizeAdjust: number;
}

/**
 * Each system font's faces, with `size-adjust` from the shaped width of the same words in it and in
 * the web font, and the web font's ascent and descent divided by it (the browser scales the
 * overrides by size-adjust): the text takes the same width and the same line box before and after
 * the swap. Computed at build time from the font files; a missing file fails the build.
 */
export async function devanagariFallbackFaces(): Promise<FallbackFace[]> {
  const faces: FallbackFace[] = [];
  for (const weight of ['regular', 'bold'] as const) {
    const web = await devanagariMetrics(weight);
    const webWidth = await sampleWidth(devanagariSources[weight]);
    for (const system of systemDevanagariFonts) {
      const file = system.files[weight];
      if (!existsSync(file)) {
        throw new Error(
          `${file} is missing: the Hindi fallback faces are measured on it (npm start and npm test install it)`,
        );
      }
      const sizeAdjust = webWidth / (await sampleWidth(file));
      faces.push({
        family: system.family,
        weight,
        local: system.local[weight],
        sizeAdjust,
        ascent: web.ascent / sizeAdjust,
        descent: web.descent / sizeAdjust,
        lineGap: 0,
      });
    }
  }
  return faces;
}
