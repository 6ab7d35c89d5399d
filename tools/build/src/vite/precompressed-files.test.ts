// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedFiles } from './precompressed-files';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a build folder gets the compressed forms of its text files', () => {
  it('writes brotli and gzip beside each script, style and manifest, and leaves HTML, what the servers compose, pictures and tiny files alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    mkdirSync(join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('yatra '.repeat(300))};\n`;
    writeFileSync(join(dir, 'assets/page-AbCd1234.js'), script);
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'x'.repeat(600) }));
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>frame</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'picture.jpg'), Buffer.alloc(2000, 1));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    // Composed by the servers, never sent as they are: a slice's html/ folder and the crawl files.
    const lines = `${'<url><loc>__SITE_ORIGIN__/package/x</loc></url>'.repeat(40)}`;
    mkdirSync(join(dir, 'html'));
    writeFileSync(join(dir, 'html/sitemap.xml'), lines);
    writeFileSync(join(dir, 'sitemap.xml'), `<urlset><!--# include virtual="/x" -->${lines}</urlset>`);

    expect(await writeCompressedFiles(dir)).toBe(2);
    const js = join(dir, 'assets/page-AbCd1234.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(true);
    for (const untouched of ['index.html', 'picture.jpg', 'robots.txt', 'html/sitemap.xml', 'sitemap.xml'])
      expect(existsSync(join(dir, `${untouched}.br`)), untouched).toBe(false);
    // A second run (a build into the same folder) does not compress the compressed forms.
    expect(await writeCompressedFiles(dir)).toBe(2);
  });
});
