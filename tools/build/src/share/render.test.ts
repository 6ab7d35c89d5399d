// @vitest-environment node
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareImage, type ShareCard } from './render';

const scene = fileURLToPath(new URL('../../../../shared/src/artwork/scenes/kedarnath.svg', import.meta.url));
const card: ShareCard = {
  scene,
  title: 'Kedarnath Tour',
  facts: ['4 Days/3 Nights · from ₹25,000 per person'],
  alt: 'Kedarnath Tour',
  lang: 'en',
};

/** Mean absolute difference of two images' grey pixels, 0-255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const grey = (image: Buffer) => sharp(image).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe('a share image', () => {
  it('is a JPEG of 1200x630 under 300 KB, as WhatsApp takes it', async () => {
    const image = await renderShareImage(card);
    const meta = await sharp(image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(image.length).toBeLessThan(300 * 1024);
  });

  it('carries its text: another title or price is another image, Hindi included', async () => {
    const image = await renderShareImage(card);
    const otherTitle = await renderShareImage({ ...card, title: 'Badrinath Tour' });
    const otherPrice = await renderShareImage({
      ...card,
      facts: ['4 Days/3 Nights · from ₹99,000 per person'],
    });
    const hindi = await renderShareImage({ ...card, title: 'केदारनाथ यात्रा', lang: 'hi' });
    for (const other of [otherTitle, otherPrice, hindi]) {
      expect(await difference(image, other)).toBeGreaterThan(0.05);
    }
    // The same card is the same picture.
    expect(await difference(image, await renderShareImage(card))).toBeLessThan(0.01);
  });
});
