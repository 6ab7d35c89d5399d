/**
 * Pictures on phones (docs/decisions/081-first-paint-before-the-app.md): each is fetched at the width
 * it is drawn, once. A picture's `sizes` is the page's width less its padding, so a 360 px phone at 2x
 * (most phones in India) and a 412 px one at 1.75x (Lighthouse's) take the 720 px renditions.
 */
import { href } from '@chardham/shared/routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const phones = [
  { width: 360, height: 640, deviceScaleFactor: 2 },
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
];

/** The paths of the pictures the page requests from now on. */
function pictureRequests(page: Page) {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) {
      pictures.push(new URL(request.url()).pathname);
    }
  });
  return pictures;
}

for (const phone of phones) {
  test.describe(`at ${phone.width} px, ${phone.deviceScaleFactor}x`, () => {
    test.use({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
    });

    // The first card's picture is the largest paint: preloaded in the head with the picture's own
    // candidates and sizes, so the page uses what the head fetched.
    for (const path of [href.packages(), '/hi/packages']) {
      test(`${path}: the first picture is preloaded, fetched once, at 720 px`, { tag: '@packages' }, async ({
        page,
      }) => {
        const pictures = pictureRequests(page);
        await page.goto(path);
        const card = page.getByRole('article').first();
        const picture = card.locator('img');
        await expect(picture).toHaveJSProperty('complete', true);
        const source = card.locator('source[type="image/avif"]');
        const preload = page.locator('head link[rel="preload"][as="image"]');
        await expect(preload).toHaveCount(1);
        await expect(preload).toHaveAttribute('fetchpriority', 'high');
        await expect(preload).toHaveAttribute('imagesrcset', (await source.getAttribute('srcset')) ?? '');
        await expect(preload).toHaveAttribute('imagesizes', (await source.getAttribute('sizes')) ?? '');
        await expect(picture).not.toHaveAttribute('loading', 'lazy');

        const used = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
        expect(used).toMatch(/-720-[\w-]+\.avif$/);
        expect(pictures.filter((url) => url === used)).toHaveLength(1);
      });
    }

    // The landing page shows the same artwork in several sections: each is fetched at one width.
    test('/: read to the end, every artwork is fetched at one width', { tag: '@marketing' }, async ({
      page,
    }) => {
      const pictures = pictureRequests(page);
      await page.goto('/');
      for (let y = 0; y < 20; y += 1) {
        await page.mouse.wheel(0, phone.height);
        await page.waitForTimeout(100);
      }
      await expect
        .poll(() => pictures.filter((url) => /\/(kedarnath|badrinath)-\d+-/.test(url)).length)
        .toBeGreaterThan(0);
      const widths = new Map<string, Set<string>>();
      for (const url of pictures) {
        const match = /\/([a-z0-9-]+?)-(\d{3,4})-[\w-]+\.(?:avif|webp)$/.exec(url);
        if (!match?.[1] || !match[2] || match[1].startsWith('hero')) continue;
        widths.set(match[1], (widths.get(match[1]) ?? new Set()).add(match[2]));
      }
      const twice = [...widths]
        .filter(([, seen]) => seen.size > 1)
        .map(([name, seen]) => `${name}: ${[...seen]}`);
      expect(twice).toEqual([]);
      expect([...widths.values()].flatMap((seen) => [...seen])).toContain('720');
    });
  });
}
