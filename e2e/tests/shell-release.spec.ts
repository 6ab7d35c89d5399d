// The shell released like a slice (docs/decisions/098-the-shell-as-a-release.md), on a reference
// server following a release root: `releases.mjs install/verify/switch` take the shell, a switch
// and its rollback each take effect on the next request, a page loaded before a switch still loads
// its own code, and a shell that includes a fragment a live slice lacks is refused.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import {
  filesIn,
  liveReleaseRoot,
  makeTempDir,
  type OwnServer,
  removeAll,
  runReleases,
  serveReleaseRoot,
  snapshot,
  workspaceRoot,
} from '../support/deploy';
import { expect, test } from '../support/fixtures';
import type { Nginx } from '../support/nginx';
import { isRemote, LOCAL_REASON } from '../support/target';

test.describe.configure({ mode: 'serial' });
test.skip(isRemote, LOCAL_REASON);

const tag = { tag: ['@shell', '@local'] };
const footer = 'Contact details shown are placeholders.';
const marked = 'Contact details shown are placeholders (s2).';
let tmp: string;
let root: string;
let server: OwnServer;
let nginx: Nginx;
let mainChunk: string;

const releases = (...args: string[]) => runReleases(args);

const textFiles = (dir: string) => filesIn(dir).filter((file) => /\.(html|js|json|webmanifest)$/.test(file));
const replaceIn = (dir: string, from: string, to: string) => {
  for (const file of textFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(from)) writeFileSync(file, text.replaceAll(from, to));
  }
};

/** What the next request to `base` for `path` answers: its status and HTML. */
const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, text: await response.text() };
};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tmp = makeTempDir('shell-release');
  const s1 = snapshot(join(workspaceRoot, 'shell/dist'), join(tmp, 'build/s1'), 'frames/index.html');
  // s2: the footer reworded, and its main chunk under a new name, as a rebuild would give it.
  const s2 = snapshot(s1, join(tmp, 'build/s2'), 'frames/index.html');
  replaceIn(s2, footer, marked);
  mainChunk =
    /\/assets\/(index-[\w-]{8}\.js)/.exec(readFileSync(join(s1, 'frames/index.html'), 'utf8'))?.[1] ?? '';
  expect(mainChunk).not.toBe('');
  renameSync(join(s2, 'assets', mainChunk), join(s2, 'assets', 'index-s2s2s2s2.js'));
  replaceIn(s2, mainChunk, 'index-s2s2s2s2.js');
  // s3: a privacy policy page that includes a fragment the live info release does not have.
  const s3 = snapshot(s1, join(tmp, 'build/s3'), 'frames/index.html');
  const frame = join(s3, 'frames/privacy-policy.html');
  writeFileSync(
    frame,
    readFileSync(frame, 'utf8').replace(
      '</body>',
      '<!--# include virtual="/_slice/info/html/privacy-policy/appendix.html" --></body>',
    ),
  );

  root = await liveReleaseRoot(tmp, { s1, s2 });
  ({ server, nginx } = await serveReleaseRoot(tmp, root));
});

test.afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
  if (tmp) removeAll(tmp);
});

/** A switch of the shell to s2 and back to s1, each seen on the next request to `base`. */
async function switchAndBack(base: string, page: Page) {
  expect((await get(base, '/')).text).toContain(footer);

  const switched = await releases('switch', root, 'shell=s2');
  expect(switched.status, switched.output).toBe(0);
  const next = await get(base, '/');
  expect(next.text).toContain(marked);
  expect(next.text).toContain('/assets/index-s2s2s2s2.js');
  // A page loaded from s1 before the switch asks for s1's main chunk: still there.
  expect((await get(base, `/assets/${mainChunk}`)).status).toBe(200);
  expect((await get(base, '/assets/index-s2s2s2s2.js')).status).toBe(200);
  // The new shell runs in a browser: its page hydrates with its own code.
  await page.goto(`${base}/privacy-policy`);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByText(marked)).toBeVisible();

  const back = await releases('switch', root, 'shell=s1');
  expect(back.status, back.output).toBe(0);
  const after = await get(base, '/');
  expect(after.text).toContain(footer);
  expect(after.text).not.toContain(marked);
  expect(JSON.parse((await releases('status', root)).output).live.shell).toBe('s1');
}

test(
  'a shell switch and its rollback each take effect on the next request; earlier pages keep their code',
  tag,
  async ({ page }) => {
    await switchAndBack(server.url, page);
  },
);

test(
  "a shell release's frames and routes.json are the servers' own: neither server gives them out",
  tag,
  async () => {
    const release = join(root, 'releases/shell/s1');
    const asset = filesIn(join(release, 'assets')).find((file) => file.endsWith('.js')) ?? '';
    expect(asset).not.toBe('');
    const assetPath = `/releases/shell/s1/${relative(release, asset)}`;
    for (const base of [server.url, nginx.url]) {
      for (const path of [
        '/releases/shell/s1/frames/index.html',
        '/releases/shell/s1/routes.json',
        '/releases/shell/s1/index.html',
        // However it is escaped or walked back to.
        '/releases/shell/s1/assets/%2E%2E/frames/index.html',
        '/releases/shel%6C/s1/frames/privacy-policy.html',
      ]) {
        const answer = await get(base, path);
        expect(answer.status, `${base}${path}`).toBe(404);
        expect(answer.text).not.toContain('<!--#');
      }
      // Its hashed files are what earlier pages load.
      expect((await get(base, assetPath)).status, `${base}${assetPath}`).toBe(200);
    }
  },
);

test(
  'nginx follows a shell switch and its rollback on the next request, with no reload',
  tag,
  async ({ page }) => {
    await switchAndBack(nginx.url, page);
  },
);

test(
  "a canary of the shell: its side's pages come from the new shell, the other side's from live; promoted, it is live",
  tag,
  async () => {
    const started = await releases('canary', root, 'shell=s2', '50');
    expect(started.status, started.output).toBe(0);
    const { id } = JSON.parse(readFileSync(join(root, 'canary.json'), 'utf8'));
    await nginx.reload();
    const onSide = async (base: string, side: string, path: string) =>
      (await fetch(`${base}${path}`, { headers: { cookie: `chardham_release=${id}.${side}` } })).text();
    for (const base of [server.url, nginx.url]) {
      for (const path of ['/', '/hi/packages', '/package/complete-chardham']) {
        const canary = await onSide(base, 'canary', path);
        expect(canary, `${base}${path}`).toContain('/assets/index-s2s2s2s2.js');
        const live = await onSide(base, 'live', path);
        expect(live, `${base}${path}`).toContain(`/assets/${mainChunk}`);
        expect(live, `${base}${path}`).not.toContain('index-s2s2s2s2');
      }
      expect(await onSide(base, 'canary', '/')).toContain(marked);
      // The canary shell's code is served to its side (gathered at install).
      expect((await get(base, '/assets/index-s2s2s2s2.js')).status).toBe(200);
    }

    const promoted = await releases('promote', root);
    expect(promoted.status, promoted.output).toBe(0);
    await nginx.reload();
    expect(JSON.parse((await releases('status', root)).output).live.shell).toBe('s2');
    for (const base of [server.url, nginx.url]) expect((await get(base, '/')).text).toContain(marked);

    const back = await releases('switch', root, 'shell=s1');
    expect(back.status, back.output).toBe(0);
    for (const base of [server.url, nginx.url]) expect((await get(base, '/')).text).not.toContain(marked);
  },
);

test(
  'verify refuses a shell that includes a fragment a live slice lacks, and install leaves nothing',
  tag,
  async () => {
    const verified = await releases('install', root, 'shell', 's3', join(tmp, 'build/s3'));
    expect(verified.status).not.toBe(0);
    expect(verified.output).toContain(
      'shell/s3 with info/v1: html/privacy-policy/appendix.html is missing (a page of this shell includes it)',
    );
    expect(existsSync(join(root, 'releases/shell/s3'))).toBe(false);
    // Live is untouched.
    expect((await get(server.url, '/privacy-policy')).status).toBe(200);
  },
);
