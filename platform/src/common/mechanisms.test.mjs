// @vitest-environment node
// The small mechanisms every step shares: one helper each (a cookie, a body, JSON, a mount, a
// followed file).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieOf } from './cookies.mjs';
import { FileTexts, watchedFile } from './file-texts.mjs';
import { parseJson } from './json.mjs';
import { mountOf } from './mounts.mjs';
import { readBody } from './request-body.mjs';

const withCookie = (cookie) => ({ headers: { cookie } });

describe('cookieOf', () => {
  it('reads one cookie, decoded, the first of a name sent twice, and nothing when it is absent', () => {
    expect(cookieOf(withCookie('lang=hi; chardham_candidate=info%3D%2Fa%2Fb.js'), 'chardham_candidate')).toBe(
      'info=/a/b.js',
    );
    expect(cookieOf(withCookie('side=1.live; side=2.canary'), 'side')).toBe('1.live');
    expect(cookieOf(withCookie('other=1'), 'side')).toBeUndefined();
    expect(cookieOf({ headers: {} }, 'side')).toBeUndefined();
  });
});

describe('readBody', () => {
  const body = (text) => {
    const req = new PassThrough();
    req.end(text);
    return req;
  };
  it('gives the text within the limit, and null past it', async () => {
    expect(await readBody(body('{"a":1}'), 100)).toBe('{"a":1}');
    expect(await readBody(body('x'.repeat(101)), 100)).toBeNull();
  });
});

describe('parseJson', () => {
  it('gives the value, or undefined for what is not JSON', () => {
    expect(parseJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJson('null')).toBeNull();
    expect(parseJson('{a')).toBeUndefined();
  });
});

describe('mountOf', () => {
  it('picks the longest prefix that matches, with the rest of the path', () => {
    const mounts = { '/releases/': '/srv/r', '/releases/info/': '/srv/info', '/remotes/info/': '/srv/i' };
    expect(mountOf(mounts, '/releases/info/v1/x.js')).toEqual({
      prefix: '/releases/info/',
      dir: '/srv/info',
      rest: 'v1/x.js',
    });
    expect(mountOf(mounts, '/releases/packages/v1/x.js')?.prefix).toBe('/releases/');
    expect(mountOf(mounts, '/packages')).toBeNull();
  });
});

describe('watchedFile', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a file again only when it changes, and lets the reader keep its last good value', () => {
    dir = mkdtempSync(join(tmpdir(), 'watched-'));
    const path = join(dir, 'doc.json');
    const seen = [];
    const doc = watchedFile(new FileTexts(), (text, previous = 'none') => {
      seen.push(text);
      if (text === null) return previous;
      return parseJson(text)?.name ?? previous;
    });
    expect(doc(path)).toBe('none');
    writeFileSync(path, '{"name":"first"}');
    return new Promise((resolve) =>
      // The next turn of the event loop: a file's validator is read once per turn.
      setImmediate(() => {
        expect(doc(path)).toBe('first');
        expect(doc(path)).toBe('first');
        writeFileSync(path, '{not json, and longer');
        setImmediate(() => {
          expect(doc(path)).toBe('first');
          expect(seen).toEqual([null, '{"name":"first"}', '{not json, and longer']);
          resolve();
        });
      }),
    );
  });
});
