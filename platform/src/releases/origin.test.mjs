// @vitest-environment node
// A slice's release served by its team's own origin (docs/decisions/104-a-slice-on-another-origin.md):
// installed on the publisher from that origin's published root, checked there, composed from there
// by every server, and told to nginx.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { mockServer as server } from '@chardham/shared/testing/server';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCanary } from '../canary/lifecycle.mjs';
import { createFollower } from '../fleet/follow.mjs';
import { ORIGINS_NGINX_FILE } from '../nginx/origins-include.mjs';
import { signingKeys } from '../testing/fixture.mjs';
import { switchLive } from './composition.mjs';
import { installRelease } from './install.mjs';
import { installed, liveReleases } from './layout.mjs';
import { installFromOrigin } from './origin.mjs';
import { switchVerified } from './verified.mjs';

const ORIGIN = 'https://info.cdn.example/team/';
const PUBLISHER = 'https://releases.internal.example/chardham/';
const BASE = `${ORIGIN}releases/info/o1/`;
let dirs;
let root;
let originRoot;
let shellDir;
let originDown;

const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof text === 'string' ? text : JSON.stringify(text));
};

/** A build of the info slice that fits the shell below: entry, manifest, chunk, four fragments. */
function infoBuild(name) {
  const dir = join(dirs.builds, name);
  write(join(dir, 'remoteEntry.js'), `export const release = '${name}';\n`);
  write(join(dir, 'mf-manifest.json'), {
    exposes: [
      { name: 'privacy-policy', assets: { js: { sync: ['assets/privacy-AbCd1234.js'] }, css: { sync: [] } } },
    ],
    shared: [],
    buildInfo: { buildId: name, shared: {} },
  });
  write(join(dir, 'assets/privacy-AbCd1234.js'), 'export default 1;');
  for (const part of [
    'privacy-policy/head',
    'privacy-policy/body',
    'hi/privacy-policy/head',
    'hi/privacy-policy/body',
  ])
    write(join(dir, 'html', `${part}.html`), `<img src="__SLICE_BASE__assets/a.webp"> ${part} ${name}`);
  write(join(dir, 'assets/a.webp'), 'RIFF');
  return dir;
}

/** A published root as a static file server shows it, at `url`. */
function serve(url, dir, isDown = () => false) {
  server.use(
    http.get(`${url}*`, ({ request }) => {
      if (isDown()) return HttpResponse.error();
      const path = decodeURIComponent(new URL(request.url).pathname.slice(new URL(url).pathname.length));
      try {
        const data = readFileSync(join(dir, path));
        return new HttpResponse(data, {
          headers: { etag: `"${createHash('sha1').update(data).digest('hex')}"` },
        });
      } catch {
        return new HttpResponse('not found', { status: 404 });
      }
    }),
  );
}

beforeEach(() => {
  dirs = Object.fromEntries(
    ['root', 'origin', 'builds', 'follower'].map((name) => [
      name,
      mkdtempSync(join(tmpdir(), `chardham-${name}-`)),
    ]),
  );
  root = dirs.root;
  originRoot = dirs.origin;
  originDown = false;
  shellDir = join(dirs.builds, 'shell');
  write(join(shellDir, 'routes.json'), {
    patterns: ['/privacy-policy'],
    modules: { info: ['privacy-policy'] },
    shared: {},
    routerFacade: '1.0.0',
    remoteOrigins: [new URL(ORIGIN).origin],
  });
  for (const frame of ['privacy-policy', 'hi/privacy-policy'])
    write(
      join(shellDir, 'frames', `${frame}.html`),
      `<head><!--# include virtual="/_slice/info/html/${frame}/head.html" --></head><body><!--# include virtual="/_slice/info/html/${frame}/body.html" --></body>`,
    );
  // The publisher: every slice live at v1 from its own disk.
  for (const slice of slices)
    installRelease(root, slice, 'v1', slice === 'info' ? infoBuild('v1') : infoBuild(`${slice}-v1`));
  switchLive(root, Object.fromEntries(slices.map((s) => [s, 'v1'])));
  serve(ORIGIN, originRoot, () => originDown);
  serve(PUBLISHER, root);
});
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
});

describe('a release on another origin', () => {
  it('is checked at its origin and installed as where it is served, then composed from there', async () => {
    installRelease(originRoot, 'info', 'o1', infoBuild('o1'), BASE);
    await installFromOrigin(root, 'info', 'o1', ORIGIN, shellDir);
    // Only where it is, and what other releases are checked against: no copy of its files here.
    expect(readdirSync(join(root, 'releases/info/o1')).sort()).toEqual(['mf-manifest.json', 'origin.json']);
    expect(JSON.parse(readFileSync(join(root, 'releases/info/o1/origin.json'), 'utf8'))).toEqual({
      origin: ORIGIN,
    });
    expect(installed(root, 'info', 'o1')).toBe(true);
    await switchVerified(root, { info: 'o1' }, shellDir);
    const remotes = JSON.parse(readFileSync(join(root, 'live/remotes.json'), 'utf8'));
    expect(remotes.remotes.info.entry).toBe(`${BASE}remoteEntry.js`);
    expect(remotes.remotes.packages.entry).toBe('/releases/packages/v1/remoteEntry.js');
    // nginx is told where each side's info release is served (read when it is reloaded).
    const include = readFileSync(join(root, ORIGINS_NGINX_FILE), 'utf8');
    expect(include).toContain(
      `map $chardham_side $chardham_origin_info {\n    canary "${BASE}";\n    default "${BASE}";\n}`,
    );
    expect(include).toContain(
      `map $chardham_side $chardham_origin_packages {\n    canary "";\n    default "";\n}`,
    );
    // A canary of a release here, over live on the origin: the canary's side is this disk's.
    installRelease(root, 'info', 'v2', infoBuild('v2'));
    switchLive(root, { info: 'v1' });
    await switchVerified(root, { info: 'o1' }, shellDir);
    openCanary(root, 'info', 'v2', 10);
    expect(readFileSync(join(root, ORIGINS_NGINX_FILE), 'utf8')).toContain(
      `map $chardham_side $chardham_origin_info {\n    canary "";\n    default "${BASE}";\n}`,
    );
  });

  it('is refused, and nothing installed, when its pages name this site for its files, or its origin cannot give it', async () => {
    // Installed on its origin without --base: its pictures would be asked of this site.
    installRelease(originRoot, 'info', 'o1', infoBuild('o1'));
    await expect(installFromOrigin(root, 'info', 'o1', ORIGIN, shellDir)).rejects.toThrow(
      `info/o1: html/privacy-policy/body.html names /releases/info/o1/ on this site, not ${BASE} (install it on its origin with --base ${BASE})`,
    );
    expect(existsSync(join(root, 'releases/info/o1'))).toBe(false);
    await expect(installFromOrigin(root, 'info', 'o9', ORIGIN, shellDir)).rejects.toThrow(
      /^info\/o9 cannot be fetched from https:\/\/info\.cdn\.example\/team\/: .*404/,
    );
    expect(existsSync(join(root, 'releases/info/o9'))).toBe(false);
    // A file changed on the origin after its list was written.
    installRelease(originRoot, 'info', 'o2', infoBuild('o2'), `${ORIGIN}releases/info/o2/`);
    write(join(originRoot, 'releases/info/o2/remoteEntry.js'), 'export const tampered = 1;\n');
    await expect(installFromOrigin(root, 'info', 'o2', ORIGIN, shellDir)).rejects.toThrow(
      'info/o2: remoteEntry.js is not the file its release lists',
    );
    expect(existsSync(join(root, 'releases/info/o2'))).toBe(false);
  });

  it('is refused unless the shell loads slices from its origin, and so is a shell that does not while it is live', async () => {
    installRelease(originRoot, 'info', 'o1', infoBuild('o1'), BASE);
    // A shell built without REMOTE_ORIGINS naming the origin: browsers would refuse the slice's code.
    const strict = join(dirs.builds, 'strict-shell');
    cpSync(shellDir, strict, { recursive: true });
    const routes = JSON.parse(readFileSync(join(strict, 'routes.json'), 'utf8'));
    write(join(strict, 'routes.json'), { ...routes, remoteOrigins: [] });
    write(join(strict, 'frames/index.html'), '<!doctype html><title>s2</title>');
    await expect(installFromOrigin(root, 'info', 'o1', ORIGIN, strict)).rejects.toThrow(
      'info/o1: the live shell does not load slices from https://info.cdn.example: release a shell built with REMOTE_ORIGINS naming it',
    );
    expect(existsSync(join(root, 'releases/info/o1'))).toBe(false);
    await installFromOrigin(root, 'info', 'o1', ORIGIN, shellDir);
    await switchVerified(root, { info: 'o1' }, shellDir);
    installRelease(root, 'shell', 's2', strict);
    await expect(switchVerified(root, { shell: 's2' }, shellDir)).rejects.toThrow(
      'shell/s2 with info/o1: this shell does not load slices from https://info.cdn.example',
    );
    expect(liveReleases(root).shell).toBeUndefined();
  });

  it('is checked at its origin again when switched to: an origin that lost it leaves live as it is', async () => {
    installRelease(originRoot, 'info', 'o1', infoBuild('o1'), BASE);
    await installFromOrigin(root, 'info', 'o1', ORIGIN, shellDir);
    originDown = true;
    await expect(switchVerified(root, { info: 'o1' }, shellDir)).rejects.toThrow(
      /^info\/o1: it cannot be fetched from https:\/\/info\.cdn\.example\/team\//,
    );
    expect(liveReleases(root).info).toBe('v1');
  });

  it('is followed by every server as where it is served, with no copy of its files', async () => {
    installRelease(originRoot, 'info', 'o1', infoBuild('o1'), BASE);
    await installFromOrigin(root, 'info', 'o1', ORIGIN, shellDir);
    // The publisher's live shell: the one whose REMOTE_ORIGINS name the origin.
    write(join(shellDir, 'frames', 'index.html'), '<!doctype html>');
    installRelease(root, 'shell', 's1', shellDir);
    const keys = signingKeys(dirs.builds);
    vi.stubEnv('RELEASES_SIGNING_KEY', keys.privateFile);
    switchLive(root, { shell: 's1' });
    await switchVerified(root, { info: 'o1' }, shellDir);
    const follower = createFollower({
      source: PUBLISHER,
      root: dirs.follower,
      publicKey: keys.publicKey,
      logger: { info: () => {}, error: () => {} },
    });
    expect(await follower.sync()).toMatchObject({ followed: true });
    expect(readdirSync(join(dirs.follower, 'live/info')).sort()).toEqual(['mf-manifest.json', 'origin.json']);
    expect(
      JSON.parse(readFileSync(join(dirs.follower, 'live/remotes.json'), 'utf8')).remotes.info.entry,
    ).toBe(`${BASE}remoteEntry.js`);
    expect(readFileSync(join(dirs.follower, ORIGINS_NGINX_FILE), 'utf8')).toContain(`default "${BASE}";`);
    // A shell whose REMOTE_ORIGINS do not name the origin: the follower does not take the
    // publisher's word for it, and keeps what it follows.
    const narrow = join(dirs.builds, 'narrow-shell');
    write(join(narrow, 'frames', 'index.html'), '<!doctype html>');
    write(join(narrow, 'routes.json'), { patterns: [], modules: {}, shared: {}, remoteOrigins: [] });
    installRelease(root, 'shell', 's2', narrow);
    switchLive(root, { shell: 's2' });
    expect(await follower.sync()).toMatchObject({
      followed: false,
      problem:
        'info/o1 is served from https://info.cdn.example, which the live shell s2 does not load slices from',
    });
    expect(liveReleases(dirs.follower).shell).toBe('s1');
  });
});
