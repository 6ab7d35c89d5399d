// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode } from './encode';
import { responsiveImages } from './plugin';

let dir: string;
let svg: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'responsive-'));
  svg = join(dir, 'peak.svg');
  await writeFile(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><title>A peak &amp; sky</title><rect width="400" height="250" fill="#3d7cc9"/><path d="M0,250 L200,40 L400,250 Z" fill="#fff"/></svg>',
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

type LoadHook = (this: unknown, id: string) => Promise<string | null>;
const load = (options: Parameters<typeof responsiveImages>[0], id: string) => {
  const hook = responsiveImages(options).load as unknown as LoadHook;
  return hook.call({ addWatchFile() {}, error: (m: string) => Promise.reject(new Error(m)) }, id);
};

describe('responsive images', () => {
  it('renders AVIF and WebP at each width with the artwork aspect ratio, and caches them', async () => {
    const cacheDir = join(dir, 'cache');
    const first = await encode(svg, [200, 400], cacheDir);
    expect(first).toMatchObject({ width: 400, height: 250 });
    expect(first.renditions.map((r) => `${r.format}@${r.width}x${r.height}`)).toEqual([
      'avif@200x125',
      'webp@200x125',
      'avif@400x250',
      'webp@400x250',
    ]);
    const meta = await sharp(await readFile(first.renditions[3]?.file ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 250]);
    const again = await encode(svg, [200, 400], cacheDir);
    expect(again.renditions.map((r) => r.file)).toEqual(first.renditions.map((r) => r.file));
  });

  it('turns `?responsive` into asset imports with srcsets, size and the SVG title as alt', async () => {
    const code = await load(
      { cacheDir: join(dir, 'cache'), stub: false, widths: [200, 400] },
      `${svg}?responsive`,
    );
    expect(code).toMatch(/import r0 from "\.\/cache\/[0-9a-f]+\/peak-200\.avif\?no-inline";/);
    expect(code).toContain('width: 400, height: 250');
    expect(code).toContain(['avif: `$', '{r0} 200w, $', '{r2} 400w`'].join(''));
    expect(code).toContain(['webp: `$', '{r1} 200w, $', '{r3} 400w`'].join(''));
    expect(code).toContain('alt: "A peak & sky"');
  });

  it('honours widths asked for in the import and leaves other imports alone', async () => {
    const code = await load({ stub: true }, `${svg}?w=100,300&responsive`);
    expect(code).toContain('"width":300,"height":188');
    expect(code).toContain('/peak-100.avif 100w, /peak-300.avif 300w');
    expect(await load({ stub: true }, svg)).toBeNull();
  });
});
