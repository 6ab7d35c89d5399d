// @vitest-environment node
import { ResponsiveImage } from '@chardham/shared/ui';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSlice } from './render-slice';

const picture = (name: string): ComponentProps<typeof ResponsiveImage>['image'] => ({
  width: 1600,
  height: 1000,
  avif: `/${name}-480.avif 480w, /${name}-960.avif 960w`,
  webp: `/${name}-480.webp 480w, /${name}-960.webp 960w`,
  fallback: `/${name}-960.webp`,
});

function Page() {
  return (
    <main>
      <ResponsiveImage image={picture('first')} alt="" sizes="100vw" priority />
      <ResponsiveImage image={picture('second')} alt="" sizes="50vw" />
    </main>
  );
}

describe('renderSlice', () => {
  it("preloads the page's priority picture first in its head, at the sizes it is drawn", () => {
    const [english] = renderSlice(
      [{ key: 'packages', module: './page', path: '/packages', Component: Page }],
      {
        css: { './page': ['assets/page.css'] },
      },
    );
    const head = english?.head ?? '';
    const links = head.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(links).toEqual([
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/first-480.avif 480w, /first-960.avif 960w" imagesizes="100vw" fetchpriority="high">',
    ]);
    expect(head.indexOf(links[0] ?? '')).toBeLessThan(head.indexOf('<title>'));
  });

  it("preloads nothing on a page without a priority picture, nor another page's", () => {
    const pages = [
      { key: 'a', module: './page', path: '/packages', Component: Page },
      { key: 'b', module: './page', path: '/become-partner', Component: () => <p>No pictures</p> },
    ];
    const [, second] = renderSlice(pages, { css: {} });
    expect(second?.head).not.toContain('rel="preload"');
  });
});
