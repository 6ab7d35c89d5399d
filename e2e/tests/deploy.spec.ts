import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@chardham/shared/routes';
import type { APIRequestContext } from '@playwright/test';
import {
  buildRemote,
  hashFolder,
  makeTempDir,
  type OwnServer,
  patchRelease,
  removeAll,
  slices,
  snapshot,
  startServer,
  withBuildInfo,
  workspaceRoot,
  writeRemotes,
} from '../support/deploy';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { pages } from '../support/site';
import { isRemote, LOCAL_REASON } from '../support/target';

// A slice's first load on this own, cold server competes with the rest of the suite for 2 cores.
const cold = { timeout: 20_000 };

// One remote (info) is built from source into a temp folder, then released, redeployed, rolled back
// and replaced by a skewed build, on an own server instance: the suite's build folders stay untouched.
test.describe.configure({ mode: 'serial' });

const updated = 'Privacy Policy (updated)';
let tmp: string;
let server: OwnServer;
let shellCopy: string;
let live: string;
let remotesFile: string;
const v1ChunkUrls: string[] = [];

// Own servers and nginx from the local build folders: nothing to run against a deployment.
test.skip(isRemote, LOCAL_REASON);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tmp = makeTempDir('deploy');
  const v1 = join(tmp, 'releases/info/v1');
  buildRemote('info', v1, 'e2e-v1');
  patchRelease(v1, join(tmp, 'releases/info/v2'), 'Privacy Policy', updated);
  withBuildInfo(v1, join(tmp, 'releases/info/react18'), { react: '18.3.1', 'react-dom': '18.3.1' });

  shellCopy = snapshot(join(workspaceRoot, 'shell/dist'), join(tmp, 'shell'), 'index.html');
  const mounts: Record<string, string> = {};
  for (const slice of slices) {
    if (slice === 'info') continue;
    mounts[`/remotes/${slice}/`] = snapshot(
      join(workspaceRoot, `mfe-${slice}/dist`),
      join(tmp, `live/${slice}`),
      'remoteEntry.js',
    );
  }
  // The info slice's live folder starts as release v1; a redeploy copies a new build over it.
  live = snapshot(v1, join(tmp, 'live/info'), 'remoteEntry.js');
  mounts['/remotes/info/'] = live;
  remotesFile = join(tmp, 'remotes.json');
  writeRemotes(remotesFile, {});
  server = await startServer({
    SHELL_DIST: shellCopy,
    SERVE_MOUNTS: JSON.stringify(mounts),
    RELEASES_DIR: join(tmp, 'releases'),
    REMOTES_FILE: remotesFile,
  });
});

/** A page's HTML as a crawler gets it: no JavaScript. */
const html = async (request: APIRequestContext, path: string) =>
  (await request.get(`${server.url}${path}`)).text();
const h1 = (page: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1]?.replace(/<[^>]+>/g, '');

test.afterAll(async () => {
  await server?.stop();
  if (tmp) removeAll(tmp);
});

test('a redeployed slice shows its new version on reload; the shell and old chunks are untouched', {
  tag: ['@shell', '@local'],
}, async ({ page, request }) => {
  const shellBefore = hashFolder(shellCopy);
  page.on('request', (r) => {
    if (/\/remotes\/info\/assets\//.test(r.url())) v1ChunkUrls.push(r.url());
  });
  await page.goto(`${server.url}${routes.privacyPolicy.path}`);
  await expectPageHeading(page, pages.privacyPolicy.heading, cold);
  expect(v1ChunkUrls.length).toBeGreaterThan(0);
  const others = [routes.home.path, routes.packages.path, routes.customerSupport.path];
  const before = await Promise.all(others.map((path) => html(request, path)));

  // The info team deploys a new build to the same URL, keeping the old hashed files.
  const { cpSync } = await import('node:fs');
  cpSync(join(tmp, 'releases/info/v2'), live, { recursive: true });

  // The very next request, with no JavaScript, has the new text in its title and heading; every
  // other route's page is the same as before (customer support is the info slice's too, unchanged).
  const next = await html(request, routes.privacyPolicy.path);
  expect(next).toContain(`<title>${updated} | Sacred Himalaya Yatra</title>`);
  expect(h1(next)).toBe(updated);
  expect(await Promise.all(others.map((path) => html(request, path)))).toEqual(before);

  await page.reload();
  await expectPageHeading(page, updated, cold);
  expect(hashFolder(shellCopy), "the shell's files").toBe(shellBefore);
  // A visitor still running the previous entry can fetch every chunk it names.
  for (const url of new Set(v1ChunkUrls)) expect((await request.get(url)).status(), url).toBe(200);
});

test('a rollback is a change to remotes.json alone', { tag: ['@shell', '@local'] }, async ({
  page,
  request,
}) => {
  writeRemotes(remotesFile, { info: '/releases/info/v2/remoteEntry.js' });
  expect(h1(await html(request, routes.privacyPolicy.path))).toBe(updated);
  await page.goto(`${server.url}${routes.privacyPolicy.path}`);
  await expectPageHeading(page, updated, cold);

  writeRemotes(remotesFile, { info: '/releases/info/v1/remoteEntry.js' });
  expect(h1(await html(request, routes.privacyPolicy.path))).toBe('Privacy Policy');
  await page.reload();
  await expectPageHeading(page, pages.privacyPolicy.heading, cold);
});

test('a slice built against another React major is refused: its fallback shows, the rest works', {
  tag: ['@shell', '@local'],
}, async ({ page, consoleErrors }) => {
  writeRemotes(remotesFile, { info: '/releases/info/react18/remoteEntry.js' });
  const pageChunks: string[] = [];
  page.on('request', (r) => {
    // Its code, not the stylesheet its server HTML links (one file per page since decision 084, named
    // after the page too).
    const code = r.resourceType() === 'script';
    if (code && /\/releases\/info\/react18\/assets\/privacy-policy/.test(r.url())) pageChunks.push(r.url());
  });
  await page.goto(`${server.url}${routes.privacyPolicy.path}`);
  const fallback = page.locator('[data-slice-fallback="info"]');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect.poll(() => consoleErrors.join('\n')).toMatch(/Version skew: the info slice .*react 18\.3\.1/);
  expect(pageChunks, 'none of the skewed slice’s page code is fetched').toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await expectPageHeading(page, pages.home.heading, cold);
  consoleErrors.length = 0; // the refusal is reported on purpose
  writeRemotes(remotesFile, {});
});

test("a slice's release holds no standalone page and no stylesheet its pages do not load (issue 41)", {
  tag: ['@shell', '@local'],
}, async ({ request }) => {
  for (const slice of slices) {
    const dist = join(workspaceRoot, `mfe-${slice}/dist`);
    // The dev server's page ("mfe-<slice> (standalone)") is not shipped, nor what starts it.
    expect(existsSync(join(dist, 'index.html')), slice).toBe(false);
    const files = readdirSync(join(dist, 'assets')).filter((file) => !/\.(br|gz)$/.test(file));
    expect(
      files.filter((file) => /^(index|mf-entry-bootstrap)-[\w-]+\.(js|css)$/.test(file)),
      slice,
    ).toEqual([]);
    // Every stylesheet is one the federation manifest or the slice's code names.
    const named = [
      readFileSync(join(dist, 'mf-manifest.json'), 'utf8'),
      ...files
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(dist, 'assets', file), 'utf8')),
    ].join('\n');
    for (const sheet of files.filter((file) => file.endsWith('.css')))
      expect(named, `${slice}: ${sheet}`).toContain(sheet);
    expect((await request.get(`/remotes/${slice}/index.html`)).status(), slice).toBe(404);
  }
});
