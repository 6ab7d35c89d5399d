// @vitest-environment node
// What a client gets for the headers it sends: encodings by q-value, conditional requests, ranges.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSite, request } from '../testing/fixture.mjs';

let site;
beforeEach(() => {
  site = makeSite();
});
afterEach(() => site.cleanup());

const file = '/assets/index-AbCd12_-.js';
const encodingFor = async (path, acceptEncoding) =>
  (await request(site.config, path, { headers: { 'accept-encoding': acceptEncoding } })).headers[
    'content-encoding'
  ] ?? 'identity';

describe('content negotiation', () => {
  it('follows the q-values, not the order of the names', async () => {
    for (const path of [file, '/packages']) {
      expect(await encodingFor(path, 'br;q=0.1, gzip;q=1'), path).toBe('gzip');
      expect(await encodingFor(path, 'gzip;q=0.5, br;q=0.8'), path).toBe('br');
      expect(await encodingFor(path, 'br;q=0, gzip;q=0'), path).toBe('identity');
      expect(await encodingFor(path, 'identity'), path).toBe('identity');
    }
  });

  it('takes `*` as every coding: brotli, unless refused by name', async () => {
    expect(await encodingFor(file, '*')).toBe('br');
    expect(await encodingFor(file, 'br;q=0, *')).toBe('gzip');
    expect(await encodingFor('/packages', '*;q=0.5, gzip;q=0.1')).toBe('br');
  });

  it('sends a body that decodes to the plain file in each coding', async () => {
    const plain = (await request(site.config, file)).body;
    const gzip = await request(site.config, file, { headers: { 'accept-encoding': 'br;q=0.1, gzip' } });
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    const any = await request(site.config, file, { headers: { 'accept-encoding': '*' } });
    expect(brotliDecompressSync(any.body).equals(plain)).toBe(true);
  });
});

describe('conditional requests', () => {
  it('answers If-Modified-Since with 304 when the file has not changed since, and 200 when it has', async () => {
    const first = await request(site.config, file);
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBeTruthy();
    const unchanged = await request(site.config, file, { headers: { 'if-modified-since': lastModified } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const changed = await request(site.config, file, { headers: { 'if-modified-since': earlier } });
    expect(changed.status).toBe(200);
  });

  it('lets If-None-Match decide when both are sent', async () => {
    const { headers } = await request(site.config, file);
    const response = await request(site.config, file, {
      headers: { 'if-none-match': '"another-version"', 'if-modified-since': headers['last-modified'] },
    });
    expect(response.status).toBe(200);
  });

  it('answers a page revalidated with its ETag with 304', async () => {
    const first = await request(site.config, '/packages');
    const again = await request(site.config, '/packages', {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.status).toBe(304);
  });
});

describe('ranges', () => {
  it('sends one range of the plain bytes with 206, even to a client that takes brotli', async () => {
    const plain = (await request(site.config, file)).body;
    const response = await request(site.config, file, {
      headers: { range: 'bytes=10-19', 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 10-19/${plain.length}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(plain.subarray(10, 20))).toBe(true);

    const tail = await request(site.config, file, { headers: { range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(plain.subarray(plain.length - 5))).toBe(true);
  });

  it('answers a range past the end with 416 and the length', async () => {
    const plain = (await request(site.config, file)).body;
    const response = await request(site.config, file, { headers: { range: `bytes=${plain.length + 10}-` } });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${plain.length}`);
  });

  it('sends the whole file for a range of another unit, or an If-Range naming another version', async () => {
    const { headers, body } = await request(site.config, file);
    expect(headers['accept-ranges']).toBe('bytes');
    const items = await request(site.config, file, { headers: { range: 'items=0-9' } });
    expect(items.status).toBe(200);
    const older = new Date(Date.parse(headers['last-modified']) - 60_000).toUTCString();
    const stale = await request(site.config, file, { headers: { range: 'bytes=0-9', 'if-range': older } });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(body)).toBe(true);
    const current = await request(site.config, file, {
      headers: { range: 'bytes=0-9', 'if-range': headers['last-modified'] },
    });
    expect(current.status).toBe(206);
  });
});
