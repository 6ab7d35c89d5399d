/**
 * A page's share image (Open Graph, 1200x630 JPEG: WhatsApp ignores WebP and AVIF): a scene from the
 * site's artwork, darkened towards the text, with the page's title, its facts and the brand. Text is
 * set by sharp's Pango with one font file kept in this package (Noto Sans Devanagari Bold, OFL),
 * so Hindi is shaped correctly and every machine renders the same image. No browser.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type sharpType from 'sharp';
import type { OverlayOptions } from 'sharp';
import { loadSharp } from '../images/encode';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

export interface ShareCard {
  /** The scene behind the text: an SVG or raster file. */
  scene: string;
  /** The page's name, e.g. the package's. */
  title: string;
  /** One or two short lines: duration, price per person. */
  facts: readonly string[];
  /** Describes the image for og:image:alt. */
  alt: string;
  /** The language of the text (Pango picks shaping rules by it). */
  lang: 'en' | 'hi';
}

export const fontFile = fileURLToPath(new URL('../../fonts/NotoSansDevanagari-Bold.ttf', import.meta.url));
const FONT = 'Noto Sans Devanagari Bold';
const MARGIN = 64;
const TEXT_WIDTH = SHARE_WIDTH - 2 * MARGIN;

const escapeMarkup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Dark at the bottom left, where the text sits, clear at the top right: the scene stays visible. */
const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
  <defs><linearGradient id="s" x1="0" y1="1" x2="0.35" y2="0">
    <stop offset="0" stop-color="#0b1f33" stop-opacity="0.92"/>
    <stop offset="0.55" stop-color="#0b1f33" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#0b1f33" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#s)"/>
  <rect y="${SHARE_HEIGHT - 10}" width="100%" height="10" fill="#c2410c"/>
</svg>`,
);

async function textLayer(sharp: typeof sharpType, text: string, size: number, colour: string, lang: string) {
  const markup = `<span foreground="${colour}" lang="${lang}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT} ${size}`,
      fontfile: fontFile,
      width: TEXT_WIDTH,
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const sharp = loadSharp();
  const background = await sharp(await readFile(card.scene))
    .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover', position: 'centre' })
    .toBuffer();
  const brand = await textLayer(sharp, 'Sacred Himalaya Yatra', 30, '#fde68a', card.lang);
  const title = await textLayer(sharp, card.title, 64, '#ffffff', card.lang);
  const facts = await Promise.all(card.facts.map((fact) => textLayer(sharp, fact, 38, '#ffffff', card.lang)));
  // Laid out from the bottom up: the facts, the title above them, the brand at the top left.
  const layers: OverlayOptions[] = [{ input: shade }];
  let bottom = SHARE_HEIGHT - 56;
  for (const fact of [...facts].reverse()) {
    bottom -= fact.height;
    layers.push({ input: fact.data, top: bottom, left: MARGIN });
    bottom -= 8;
  }
  bottom -= 16 + title.height;
  layers.push({ input: title.data, top: Math.max(bottom, 120), left: MARGIN });
  layers.push({ input: brand.data, top: 52, left: MARGIN });
  return sharp(background).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
