import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  makeTempDir,
  removeAll,
  runReleases,
  slices,
  snapshot,
  startServer,
  workspaceRoot,
} from '../support/deploy';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { publisherKeys } from '../support/fleet';
import { isRemote, LOCAL_REASON } from '../support/target';

// A new release root in one command (issue 64): `pnpm releases init` installs the four slices and
// the shell from the workspace's builds, in the order in which each fits, and makes them live.
// Every refusal names what to do next and leaves the root as it was.
test.describe.configure({ mode: 'serial' });
test.skip(isRemote, LOCAL_REASON);

const tag = { tag: ['@shell', '@local'] };
let tmp: string;
let keys: { signing: string; verifying: string };

test.beforeAll(() => {
  tmp = makeTempDir('init');
  keys = publisherKeys(join(tmp, 'keys'));
});
test.afterAll(() => removeAll(tmp));

test('an empty root is set up in one command, signed, and a server serves it', tag, async ({ page }) => {
  const root = join(tmp, 'root');
  const done = await runReleases(['init', root, '--id', 'first'], { RELEASES_SIGNING_KEY: keys.signing });
  expect(done.status, done.output).toBe(0);
  expect(done.output).toContain(
    `${root} is set up, every release first and live: shell, ${slices.join(', ')}`,
  );
  for (const name of ['shell', ...slices])
    expect(realpathSync(join(root, 'live', name))).toBe(join(realpathSync(root), 'releases', name, 'first'));
  const published = JSON.parse(readFileSync(join(root, 'composition.json'), 'utf8'));
  expect(published.signatures).toHaveLength(1);
  expect(published.signed.live).toEqual(Object.fromEntries(['shell', ...slices].map((n) => [n, 'first'])));

  const server = await startServer({ RELEASES_ROOT: root });
  try {
    await page.goto(`${server.url}/packages`);
    await expectPageHeading(page, 'All Packages');
    // Leave the page before its server stops: the modules it loads once idle would find no server.
    await page.goto('about:blank');
  } finally {
    await server.stop();
  }

  // Run again, it changes nothing and says how a root that runs is changed.
  const again = await runReleases(['init', root, '--id', 'second'], { RELEASES_SIGNING_KEY: keys.signing });
  expect(again.status).toBe(1);
  expect(again.output).toContain('is already set up (live: shell/first');
  expect(again.output).toContain('change it with pnpm releases install and pnpm releases switch');
  expect(readdirSync(join(root, 'releases/info'))).toEqual(['first']);
  // Without the key, a signed root refuses before anything else.
  const unsigned = await runReleases(['init', root], { RELEASES_SIGNING_KEY: '' });
  expect(unsigned.output).toContain('set RELEASES_SIGNING_KEY');
});

test('builds that are missing, or a slice that does not fit, leave the root as it was', tag, async () => {
  // A workspace whose packages slice was never built.
  const builds = join(tmp, 'workspace');
  snapshot(join(workspaceRoot, 'shell/dist'), join(builds, 'shell/dist'), 'frames/index.html');
  for (const slice of slices.filter((s) => s !== 'packages'))
    cpSync(join(workspaceRoot, `mfe-${slice}/dist`), join(builds, `mfe-${slice}/dist`), { recursive: true });
  const root = join(tmp, 'partial');
  mkdirSync(root);
  writeFileSync(join(root, 'runtime-config.json'), '{}');
  const missing = await runReleases(['init', root, '--id', 'x', '--builds', builds]);
  expect(missing.status).toBe(1);
  expect(missing.output).toContain(`No build of packages in ${builds}`);
  expect(missing.output).toContain('run pnpm build there first');
  expect(readdirSync(root)).toEqual(['runtime-config.json']);

  // Its build is there, but it lacks a page of the shell: refused after three slices were installed,
  // and what init had made is gone again.
  cpSync(join(workspaceRoot, 'mfe-packages/dist'), join(builds, 'mfe-packages/dist'), { recursive: true });
  const page = join(builds, 'mfe-packages/dist/html/packages/body.html');
  expect(existsSync(page)).toBe(true);
  removeAll(page);
  const refused = await runReleases(['init', root, '--id', 'x', '--builds', builds]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('packages/x: html/packages/body.html is missing');
  expect(readdirSync(root)).toEqual(['runtime-config.json']);
});

test('a shell installed before its slices names the one command that sets up a new root', tag, async () => {
  const root = join(tmp, 'shell-first');
  const refused = await runReleases(['install', root, 'shell', 's1', join(workspaceRoot, 'shell/dist')]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain('the root has no live');
  expect(refused.output).toContain(`set up a new root in one step with pnpm releases init ${root}`);
  const switched = await runReleases(['switch', root, 'shell=s1']);
  expect(switched.output).toContain(`install it first (pnpm releases install ${root} shell s1 shell/dist)`);
});
