// The packages team owns its catalogue (issue 45, docs/decisions/099-packages-own-their-catalogue.md):
// a package added in a packages release is served (its page, its share picture, its sitemap lines)
// after that one switch, and withdrawn by the next, on the reference server and on nginx, with no
// shell build and no nginx configuration change in between. `verify` refuses a release that offers a
// package in one language only.
import { copyFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

const tag = { tag: ['@packages', '@local'] };
// The new package: the Kedarnath tour's pages under a new id and name, as the packages team's build
// of a catalogue with one more package would write them.
const from = { id: 'standard-package', en: 'Kedarnath Tour', hi: 'केदारनाथ यात्रा' };
const added = { id: 'tungnath-trek', en: 'Tungnath Trek', hi: 'तुंगनाथ ट्रेक' };
let tmp: string;
let root: string;
let server: OwnServer;
let nginx: Nginx;
let nginxConfig: string;

const releases = (...args: string[]) => runReleases(args);

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
};

/** A packages build that offers one more package: its pages in both languages and its sitemap lines. */
function withAddedPackage(build: string) {
  for (const lang of ['', 'hi/']) {
    const source = join(build, 'html', `${lang}package`, from.id);
    const target = join(build, 'html', `${lang}package`, added.id);
    cpSync(source, target, { recursive: true });
    for (const file of filesIn(target)) {
      writeFileSync(
        file,
        readFileSync(file, 'utf8')
          .replaceAll(from.id, added.id)
          .replaceAll(from.en, added.en)
          .replaceAll(from.hi, added.hi),
      );
    }
  }
  // Its share pictures, which the build draws per package.
  for (const file of readdirSync(join(build, 'assets')).filter((name) => name.startsWith(`${from.id}-`))) {
    copyFileSync(join(build, 'assets', file), join(build, 'assets', file.replace(from.id, added.id)));
  }
  const sitemap = join(build, 'html', 'sitemap.xml');
  const lines = readFileSync(sitemap, 'utf8').split('\n');
  const ours = lines.filter((line) => line.includes(`/package/${from.id}<`));
  expect(ours).toHaveLength(2);
  writeFileSync(sitemap, [...lines, ...ours.map((line) => line.replaceAll(from.id, added.id))].join('\n'));
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tmp = makeTempDir('package-release');
  root = await liveReleaseRoot(tmp, { s1: join(workspaceRoot, 'shell/dist') });
  const p2 = snapshot(join(workspaceRoot, 'mfe-packages/dist'), join(tmp, 'build/p2'), 'remoteEntry.js');
  withAddedPackage(p2);
  const installed = await releases('install', root, 'packages', 'p2', p2);
  expect(installed.status, installed.output).toBe(0);
  ({ server, nginx } = await serveReleaseRoot(tmp, root));
  nginxConfig = readFileSync(join(tmp, 'nginx/nginx.conf'), 'utf8');
});

test.afterAll(async () => {
  await nginx?.stop();
  await server?.stop();
  if (tmp) removeAll(tmp);
});

/** What `base` answers for the new package now, in both languages, and whether the sitemap lists it. */
async function addedPackage(base: string) {
  const english = await get(base, `/package/${added.id}`);
  const hindi = await get(base, `/hi/package/${added.id}`);
  const sitemap = await get(base, '/sitemap.xml');
  return { english, hindi, sitemap };
}

async function addAndWithdraw(base: string) {
  const before = await addedPackage(base);
  expect(before.english.status).toBe(404);
  expect(before.hindi.status).toBe(404);
  expect(before.sitemap.text).not.toContain(added.id);

  const switched = await releases('switch', root, 'packages=p2');
  expect(switched.status, switched.output).toBe(0);
  const live = await addedPackage(base);
  expect(live.english.status).toBe(200);
  expect(live.english.text).toContain(`<title>${added.en} | Sacred Himalaya Yatra</title>`);
  expect(live.english.text).toMatch(new RegExp(`<h1[^>]*>${added.en}<`));
  expect(live.english.text).toContain(`<link rel="canonical" href="${base}/package/${added.id}">`);
  // The shell's part of the page names the id too (its language switch), with no token left.
  expect(live.english.text).toContain(`href="/hi/package/${added.id}"`);
  expect(live.english.text).not.toMatch(/__PACKAGE_ID__|\$chardham_package/);
  expect(live.hindi.status).toBe(200);
  expect(live.hindi.text).toMatch(new RegExp(`<h1[^>]*>${added.hi}<`));
  // Its share picture is the packages release's own file, served.
  const picture = /<meta property="og:image" content="([^"]+)"/.exec(live.english.text)?.[1] ?? '';
  expect(picture).toContain('/releases/packages/p2/');
  const image = await fetch(picture.replace(/^https?:\/\/[^/]+/, base));
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  // Listed in both languages, with the origin put in; the shell's own pages stay listed.
  expect(live.sitemap.type).toMatch(/xml/);
  expect(live.sitemap.text).toContain(`<loc>${base}/package/${added.id}</loc>`);
  expect(live.sitemap.text).toContain(`<loc>${base}/hi/package/${added.id}</loc>`);
  expect(live.sitemap.text).toContain(`<loc>${base}/privacy-policy</loc>`);
  expect(live.sitemap.text).not.toMatch(/<!--#|__SITE_ORIGIN__/);
  // The other packages are untouched.
  expect((await get(base, `/package/${from.id}`)).status).toBe(200);

  // A release without it (the one before, here) withdraws it: not found, and out of the sitemap.
  const back = await releases('switch', root, 'packages=v1');
  expect(back.status, back.output).toBe(0);
  const withdrawn = await addedPackage(base);
  expect(withdrawn.english.status).toBe(404);
  expect(withdrawn.english.text).toContain('Package Not Found');
  expect(withdrawn.hindi.status).toBe(404);
  expect(withdrawn.sitemap.text).not.toContain(added.id);
  expect(withdrawn.sitemap.text).toContain(`<loc>${base}/package/${from.id}</loc>`);
}

test(
  'a package added in a packages release is served after its switch, and withdrawn by the next',
  tag,
  async () => {
    await addAndWithdraw(server.url);
    // The shell's release never changed.
    expect(JSON.parse((await releases('status', root)).output).live.shell).toBe('s1');
  },
);

test(
  'nginx serves the added package and withdraws it the same way, with no reload or new configuration',
  tag,
  async () => {
    await addAndWithdraw(nginx.url);
    expect(readFileSync(join(tmp, 'nginx/nginx.conf'), 'utf8')).toBe(nginxConfig);
    expect(nginxConfig).not.toContain(added.id);
  },
);

test('verify refuses a packages release that offers a package in English only', tag, async () => {
  const p3 = snapshot(join(tmp, 'build/p2'), join(tmp, 'build/p3'), 'remoteEntry.js');
  rmSync(join(p3, 'html/hi/package', added.id), { recursive: true });
  const refused = await releases('install', root, 'packages', 'p3', p3);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain(
    `packages/p3: package "${added.id}" is offered without html/hi/package/${added.id}/head.html, html/hi/package/${added.id}/body.html`,
  );
  expect(existsSync(join(root, 'releases/packages/p3'))).toBe(false);
});
