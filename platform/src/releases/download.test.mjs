// @vitest-environment node
// What a follower or a publisher fetches from a published root (decision 107): https only, no
// redirects, every list checked whole before any file is fetched, every file read no further than
// its listed size.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mockServer as server } from '@chardham/shared/testing/server';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadRelease } from './download.mjs';

const SOURCE = 'https://releases.internal.example/';
const sha = (text) => createHash('sha256').update(text).digest('hex');
const entry = (path, text) => ({ path, size: Buffer.byteLength(text), sha256: sha(text) });
let into;
let fetched;

/** A published root serving `list` for info/v1 and `files` (path -> body or a Response maker). */
function serve(list, files = {}) {
  server.use(
    http.get(`${SOURCE}release-files/info/v1.json`, () => HttpResponse.json(list)),
    http.get(`${SOURCE}releases/info/v1/*`, ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.replace('/releases/info/v1/', ''));
      fetched.push(path);
      const body = files[path];
      if (typeof body === 'function') return body();
      return body === undefined ? new HttpResponse('no', { status: 404 }) : new HttpResponse(body);
    }),
  );
}

beforeEach(() => {
  into = mkdtempSync(join(tmpdir(), 'chardham-download-'));
  fetched = [];
});
afterEach(() => rmSync(into, { recursive: true, force: true }));

describe('a release download', () => {
  it('fetches every listed file, each checked', async () => {
    serve(
      { files: [entry('remoteEntry.js', 'a'), entry('html/index/body.html', 'b')] },
      {
        'remoteEntry.js': 'a',
        'html/index/body.html': 'b',
      },
    );
    await downloadRelease(SOURCE, 'info', 'v1', into);
    expect(readdirSync(into, { recursive: true }).sort()).toEqual([
      'html',
      'html/index',
      'html/index/body.html',
      'remoteEntry.js',
    ]);
  });

  it('checks the list whole before fetching anything: a null, a missing digest, a path outside', async () => {
    for (const bad of [
      [entry('remoteEntry.js', 'a'), null, null],
      [entry('remoteEntry.js', 'a'), { path: 'b.js', size: 1 }],
      [entry('remoteEntry.js', 'a'), entry('../../etc/passwd', 'x')],
      [entry('remoteEntry.js', 'a'), entry('remoteEntry.js', 'a')],
    ]) {
      serve({ files: bad }, { 'remoteEntry.js': 'a' });
      await expect(downloadRelease(SOURCE, 'info', 'v1', into)).rejects.toThrow(/info\/v1's list/);
    }
    expect(fetched).toEqual([]);
  });

  it('stops reading a file at its listed size', async () => {
    let sent = 0;
    const endless = () =>
      new HttpResponse(
        new ReadableStream({
          pull(controller) {
            sent += 65_536;
            controller.enqueue(new Uint8Array(65_536));
            if (sent > 64 * 1024 * 1024) controller.close();
          },
        }),
      );
    serve({ files: [entry('remoteEntry.js', 'small')] }, { 'remoteEntry.js': endless });
    await expect(downloadRelease(SOURCE, 'info', 'v1', into)).rejects.toThrow(/over its 5 bytes/);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it('follows no redirect, and fetches nothing over plain http from another machine', async () => {
    serve(
      { files: [entry('remoteEntry.js', 'a')] },
      {
        'remoteEntry.js': () => HttpResponse.redirect('https://elsewhere.example/evil.js', 302),
      },
    );
    await expect(downloadRelease(SOURCE, 'info', 'v1', into)).rejects.toThrow(/redirected \(302\)/);
    await expect(downloadRelease('http://releases.internal.example/', 'info', 'v1', into)).rejects.toThrow(
      /must be an https URL/,
    );
  });
});
