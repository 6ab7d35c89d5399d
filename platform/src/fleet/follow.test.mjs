// @vitest-environment node
// Servers with no shared disk (issue 46): a publisher's root writes composition.json and each
// release's file list at every change; a server's own root follows it, fetching what it lacks, and
// keeps the last composition it followed when the source fails.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { mockServer as server } from '@chardham/shared/testing/server';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abortCanary, openCanary } from '../canary/lifecycle.mjs';
import { stepCanary } from '../canary/steps.mjs';
import { signDocument } from '../common/signatures.mjs';
import { createMetrics } from '../observability/telemetry.mjs';
import { switchLive } from '../releases/composition.mjs';
import { installRelease } from '../releases/install.mjs';
import { liveReleases } from '../releases/layout.mjs';
import { publishComposition, readPublished } from '../releases/publish.mjs';
import { signingKeys } from '../testing/fixture.mjs';
import { createFollower, parseComposition } from './follow.mjs';

const SOURCE = 'https://releases.internal.example/chardham/';
let publisher;
let local;
let logLines;
let metrics;
let builds;
let down;
let keys;

/** The publisher's root as a static file server shows it (with ETags, as nginx or a bucket does). */
function servePublisher() {
  server.use(
    http.get(`${SOURCE}*`, ({ request }) => {
      if (down) return down();
      const path = decodeURIComponent(new URL(request.url).pathname.slice(new URL(SOURCE).pathname.length));
      let data;
      try {
        data = readFileSync(join(publisher, path));
      } catch {
        return new HttpResponse('not found', { status: 404 });
      }
      const etag = `"${createHash('sha256').update(data).digest('hex').slice(0, 16)}"`;
      if (request.headers.get('if-none-match') === etag) return new HttpResponse(null, { status: 304 });
      return new HttpResponse(data, { headers: { etag } });
    }),
  );
}

/** A slice's build with a fragment that names its release's URL, and an asset. */
function build(slice, id) {
  const dir = join(builds, `${slice}-${id}`);
  mkdirSync(join(dir, 'html/index'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), `export const release = '${slice}/${id}';\n`);
  writeFileSync(join(dir, 'html/index/body.html'), `<img src="__SLICE_BASE__assets/a.webp"> ${slice} ${id}`);
  writeFileSync(join(dir, 'assets/a.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46, slice.length, id.length]));
  return dir;
}

const allAt = (id) => Object.fromEntries(slices.map((s) => [s, id]));
const follower = (options = {}) =>
  createFollower({
    source: SOURCE,
    root: local,
    publicKey: keys.publicKey,
    metrics,
    logger: {
      info: (_o, msg) => logLines.push(['info', msg]),
      error: (_o, msg) => logLines.push(['error', msg]),
    },
    ...options,
  });
const gauge = async (name) =>
  Number(
    (await metrics.registry.metrics())
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.split(' ')[1],
  );

beforeEach(() => {
  publisher = mkdtempSync(join(tmpdir(), 'chardham-publisher-'));
  local = mkdtempSync(join(tmpdir(), 'chardham-follower-'));
  builds = mkdtempSync(join(tmpdir(), 'chardham-builds-'));
  keys = signingKeys(builds);
  vi.stubEnv('RELEASES_SIGNING_KEY', keys.privateFile);
  logLines = [];
  down = null;
  metrics = createMetrics({ processMetrics: false });
  for (const slice of slices)
    for (const id of ['v1', 'v2']) installRelease(publisher, slice, id, build(slice, id));
  switchLive(publisher, allAt('v1'));
  servePublisher();
});
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of [publisher, local, builds]) rmSync(dir, { recursive: true, force: true });
});

describe('the publisher', () => {
  it('lists every file of a release with its size and SHA-256, and publishes live at each change', () => {
    const list = JSON.parse(readFileSync(join(publisher, 'release-files/info/v1.json'), 'utf8'));
    expect(list.files.map((f) => f.path)).toEqual([
      'assets/a.webp',
      'html/index/body.html',
      'remoteEntry.js',
    ]);
    const body = readFileSync(join(publisher, 'releases/info/v1/html/index/body.html'));
    expect(list.files[1]).toEqual({
      path: 'html/index/body.html',
      size: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    });
    const first = readPublished(publisher);
    expect(first).toMatchObject({ live: allAt('v1'), canary: null });
    // The document names each release's list by its SHA-256: its signature covers every file.
    const listBytes = readFileSync(join(publisher, 'release-files/info/v1.json'));
    expect(first.fileLists['info/v1']).toBe(createHash('sha256').update(listBytes).digest('hex'));
    expect(Date.parse(first.expires) - Date.parse(first.published)).toBe(7 * 86_400_000);
    switchLive(publisher, { info: 'v2' });
    const second = readPublished(publisher);
    expect(second).toMatchObject({ serial: first.serial + 1, live: { ...allAt('v1'), info: 'v2' } });
  });
});

describe('a server following the published root', () => {
  it('fetches the releases it lacks and serves the same composition, files byte for byte', async () => {
    expect(await follower().sync()).toMatchObject({ followed: true });
    expect(liveReleases(local)).toEqual(allAt('v1'));
    for (const file of ['remoteEntry.js', 'html/index/body.html', 'assets/a.webp']) {
      expect(readFileSync(join(local, 'live/info', file))).toEqual(
        readFileSync(join(publisher, 'live/info', file)),
      );
    }
    // The fragment names the release's URL, as the publisher's install wrote it.
    expect(readFileSync(join(local, 'live/info/html/index/body.html'), 'utf8')).toContain(
      '/releases/info/v1/assets/a.webp',
    );
    expect(JSON.parse(readFileSync(join(local, 'live/remotes.json'), 'utf8')).remotes.info.entry).toBe(
      '/releases/info/v1/remoteEntry.js',
    );
    expect(await gauge('composition_source_up')).toBe(1);
  });

  it('follows a switch, then a rollback, on its next passes; an unchanged document costs a 304', async () => {
    const follow = follower();
    await follow.sync();
    switchLive(publisher, { packages: 'v2' });
    expect(await follow.sync()).toMatchObject({ changes: [expect.stringContaining('packages/v2')] });
    expect(liveReleases(local).packages).toBe('v2');
    expect(await follow.sync()).toEqual({ followed: true, changes: [] });
    switchLive(publisher, { packages: 'v1' });
    await follow.sync();
    expect(liveReleases(local).packages).toBe('v1');
    const serial = readPublished(publisher).serial;
    expect(await gauge('composition_serial')).toBe(serial);
  });

  it("follows a canary with the publisher's id, share and steps, a step, and its end", async () => {
    const follow = follower();
    const changed = [];
    const withHook = follower({ onChange: async (changes) => changed.push(...changes) });
    await follow.sync();
    const opened = openCanary(publisher, 'info', 'v2', { steps: [10, 50], every: 60 }, Date.now() - 120_000);
    await withHook.sync();
    const canary = JSON.parse(readFileSync(join(local, 'canary.json'), 'utf8'));
    // The same id on every server: a visitor's side cookie holds on any of them.
    expect(canary).toMatchObject({
      id: opened.id,
      slice: 'info',
      release: 'v2',
      percent: 10,
      steps: [10, 50],
    });
    expect(readFileSync(join(local, 'canary/info/remoteEntry.js'), 'utf8')).toContain("'info/v2'");
    expect(readFileSync(join(local, 'canary.nginx.conf'), 'utf8')).toContain(opened.id);
    expect(changed).toEqual([expect.stringContaining('canary info/v2 at 10%')]);
    // A step at the publisher (its analysis passing) is followed with the same composition.
    expect(stepCanary(publisher, { stepViews: 0 })).toMatchObject({ action: 'stepped' });
    await withHook.sync();
    expect(JSON.parse(readFileSync(join(local, 'canary.json'), 'utf8'))).toMatchObject({
      id: opened.id,
      percent: 50,
      composition: canary.composition,
    });
    abortCanary(publisher, { reason: 'worse than live' });
    await withHook.sync();
    expect(() => readFileSync(join(local, 'canary.json'))).toThrow();
    // The server counts the publisher's abort, for the operators' alert (CanaryAborted).
    expect(await metrics.registry.metrics()).toContain('canary_aborts_total{slice="info",release="v2"} 1');
    expect(readFileSync(join(local, 'canary.nginx.conf'), 'utf8')).not.toContain(opened.id);
    expect(liveReleases(local).info).toBe('v1');
  });

  it('keeps the last composition it followed while the source is down or says nonsense, and says so once', async () => {
    const follow = follower();
    await follow.sync();
    for (const failure of [
      () => HttpResponse.error(),
      () => new HttpResponse('busy', { status: 503 }),
      () => HttpResponse.json({ signed: { live: { info: '../../etc' } }, signatures: [] }),
      () => new HttpResponse('<html>captive portal</html>'),
    ]) {
      down = failure;
      expect(await follow.sync()).toMatchObject({ followed: false });
      expect(await follow.sync()).toMatchObject({ followed: false });
      expect(liveReleases(local)).toEqual(allAt('v1'));
      expect(await gauge('composition_source_up')).toBe(0);
    }
    const errors = logLines.filter(([level]) => level === 'error').map(([, msg]) => msg);
    // One line per distinct problem, not one per second.
    expect(errors).toHaveLength(4);
    expect(errors[1]).toContain('503');
    expect(errors[2]).toContain('not signed by the key this server trusts');
    expect(errors[3]).toContain('it is not a signed document');
    down = null;
    // The same document as before it failed: a 304, and the source is followed again.
    expect(await follow.sync()).toEqual({ followed: true, changes: [] });
    expect(await gauge('composition_source_up')).toBe(1);
    expect(logLines.at(-1)).toEqual(['info', 'the published composition is followed again']);
    switchLive(publisher, { info: 'v2' });
    expect(await follow.sync()).toMatchObject({ followed: true });
    expect(liveReleases(local).info).toBe('v2');
    expect(await gauge('composition_source_up')).toBe(1);
  });

  it('refuses a release whose files are not those listed, and leaves no part of it', async () => {
    await follower().sync();
    installRelease(publisher, 'packages', 'v3', build('packages', 'v3'));
    writeFileSync(join(publisher, 'releases/packages/v3/remoteEntry.js'), 'tampered after listing');
    switchLive(publisher, { packages: 'v3' });
    const result = await follower().sync();
    expect(result).toMatchObject({
      followed: false,
      problem: expect.stringContaining('remoteEntry.js is not the file'),
    });
    expect(liveReleases(local).packages).toBe('v1');
    expect(() => readFileSync(join(local, 'releases/packages/v3/remoteEntry.js'))).toThrow();
  });

  it('parses only documents it can follow, signed by the key it trusts', () => {
    const parse = (signed, key = keys.privateKey) =>
      parseComposition(JSON.stringify(signDocument(signed, key)), { publicKey: keys.publicKey });
    const good = {
      _type: 'composition',
      serial: 3,
      expires: new Date(Date.now() + 60_000).toISOString(),
      live: { info: 'v1' },
      canary: null,
      fileLists: { 'info/v1': 'a'.repeat(64) },
    };
    expect(parse(good)).toMatchObject({ document: { live: { info: 'v1' } } });
    expect(parseComposition('nope', { publicKey: keys.publicKey })).toMatchObject({
      problem: 'it is not a signed document',
    });
    expect(parse({ ...good, canary: { slice: 'info', release: 'v2', percent: 500 } })).toMatchObject({
      problem: expect.stringContaining('canary'),
    });
    expect(parse(good, signingKeys(local).privateKey)).toMatchObject({
      problem: expect.stringContaining('not signed by the key this server trusts'),
    });
    expect(parse({ ...good, expires: new Date(Date.now() - 1).toISOString() })).toMatchObject({
      problem: expect.stringContaining('expired'),
    });
    expect(parse({ ...good, fileLists: {} })).toMatchObject({
      problem: 'it names no file list digest for info/v1',
    });
  });
});

describe('what the follower trusts (decision 107)', () => {
  const published = () => readFileSync(join(publisher, 'composition.json'), 'utf8');

  it('refuses a document changed after signing, and keeps what it follows', async () => {
    const follow = follower();
    await follow.sync();
    switchLive(publisher, { info: 'v2' });
    const edited = published()
      .replace('"info": "v2"', '"info": "v1"')
      .replace('"enquiry": "v1"', '"enquiry": "v2"');
    writeFileSync(join(publisher, 'composition.json'), edited);
    expect(await follow.sync()).toMatchObject({
      followed: false,
      problem: expect.stringContaining('changed after signing'),
    });
    expect(liveReleases(local)).toEqual(allAt('v1'));
  });

  it('never follows an older signed document put back, even after a restart', async () => {
    await follower().sync();
    const older = published();
    switchLive(publisher, { info: 'v2' });
    await follower().sync();
    expect(liveReleases(local).info).toBe('v2');
    writeFileSync(join(publisher, 'composition.json'), older);
    // A new follower on the same root: the serial it followed is on disk.
    expect(await follower().sync()).toMatchObject({
      followed: false,
      problem: expect.stringMatching(/serial \d+ is older than the \d+ this server follows/),
    });
    expect(liveReleases(local).info).toBe('v2');
  });

  it('refuses an unsigned document, and a start without the public key', async () => {
    vi.stubEnv('RELEASES_SIGNING_KEY', '');
    // A publisher whose document is signed does not publish an unsigned one over it.
    expect(() => publishComposition(publisher)).toThrow(/set RELEASES_SIGNING_KEY/);
    const bare = mkdtempSync(join(tmpdir(), 'chardham-unsigned-'));
    try {
      for (const slice of slices) installRelease(bare, slice, 'v1', build(slice, 'v1'));
      switchLive(bare, allAt('v1'));
      writeFileSync(join(publisher, 'composition.json'), readFileSync(join(bare, 'composition.json')));
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
    expect(await follower().sync()).toMatchObject({
      problem: expect.stringContaining('not signed by the key this server trusts'),
    });
    expect(() => follower({ publicKey: undefined })).toThrow(/needs RELEASES_PUBLIC_KEY/);
  });

  it('refuses a file list that is not the one the document names', async () => {
    await follower().sync();
    installRelease(publisher, 'packages', 'v3', build('packages', 'v3'));
    switchLive(publisher, { packages: 'v3' });
    // Both the file and its list replaced on the host: the list no longer matches the signature.
    writeFileSync(join(publisher, 'releases/packages/v3/remoteEntry.js'), 'evil()');
    const listFile = join(publisher, 'release-files/packages/v3.json');
    const list = JSON.parse(readFileSync(listFile, 'utf8'));
    const entry = list.files.find((f) => f.path === 'remoteEntry.js');
    Object.assign(entry, { size: 6, sha256: createHash('sha256').update('evil()').digest('hex') });
    writeFileSync(listFile, JSON.stringify(list));
    expect(await follower().sync()).toMatchObject({
      followed: false,
      problem: expect.stringContaining('not the one the signed composition names'),
    });
    expect(liveReleases(local).packages).toBe('v1');
  });

  it('says when what it follows has expired, in its state and its metric', async () => {
    let clock = Date.now();
    const follow = follower({ now: () => clock });
    await follow.sync();
    const { expires } = readPublished(publisher);
    expect(follow.expired()).toBeNull();
    expect(await gauge('composition_expiry_timestamp_seconds')).toBe(Date.parse(expires) / 1000);
    clock = Date.parse(expires) + 1000;
    expect(await follow.sync()).toEqual({ followed: true, changes: [] }); // a 304: nothing newer
    expect(follow.expired()).toBe(expires);
    // Signed again by the publisher: followed, and fresh.
    publishComposition(publisher, { now: clock });
    expect(await follow.sync()).toMatchObject({ followed: true });
    expect(follow.expired()).toBeNull();
  });
});
