// A slice team's pipeline run against a deployment (`pnpm run pipeline mfe-info --against <url>
// --release <root>`, tools/pipeline/pipeline.mjs): its new build is installed and verified in the deployment's
// release root, and its e2e tests run there with that build as their browser's candidate, while the
// deployment's visitors keep the live release. It runs in a copy of this workspace, as a team's CI
// would in its own checkout: the checks restore from this workspace's task cache, and nothing the
// pipeline restores or builds touches the builds this suite is being served from.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readlinkSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { routes } from '@chardham/shared/routes';
import {
  makeTempDir,
  type OwnServer,
  patchRelease,
  removeAll,
  slices,
  startServer,
  workspaceRoot,
} from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { runChild, runSuite } from '../support/suite-run';
import { LOCAL_CANDIDATES_SECRET } from '../support/target';

// A checkout, an install and a nested Playwright run on a loaded two-core machine.
test.describe.configure({ timeout: 600_000 });

const live = 'Information We Gather';
const fixed = 'Information We Collect';
const theTest = ['tests/info.spec.ts', '--grep', 'Privacy Policy shows its date'];

let tmp: string;
let server: OwnServer | undefined;
test.afterEach(async ({ page }) => {
  // The page first: its idle warming would otherwise reach a stopped server and log the refusal.
  await page.close();
  await server?.stop();
  if (tmp) removeAll(tmp);
});

/** A checkout of this workspace as it is now (uncommitted changes too), with its own git history. */
function checkout(to: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' });
  execFileSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', workspaceRoot, to]);
  const list = (...args: string[]) =>
    git('ls-files', '-z', ...args)
      .split('\0')
      .filter(Boolean);
  for (const file of list('--deleted')) rmSync(join(to, file), { force: true });
  for (const file of list('--modified', '--others', '--exclude-standard')) {
    if (!existsSync(join(workspaceRoot, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(workspaceRoot, file), join(to, file));
  }
  // Committed, so that the pipeline, measured against this commit (--base HEAD), finds no change.
  const commit = ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', 'commit', '-q'];
  execFileSync('git', ['add', '--all'], { cwd: to });
  execFileSync('git', [...commit, '--allow-empty', '-m', 'The workspace as it is'], { cwd: to });
  return to;
}

test('a slice pipeline tries its new build on a deployment as its own candidate, and visitors keep the live release', {
  tag: ['@shell', '@local'],
}, async ({ page }) => {
  tmp = makeTempDir('pipeline-against');
  const root = join(tmp, 'root');
  // The deployment: every slice live as built, except the info team's live release, whose privacy
  // policy names its first section otherwise than the spec. The team's new build has it right.
  const { installRelease, switchLive } = await import('@chardham/platform/releases');
  for (const slice of slices) installRelease(root, slice, 'v1', join(workspaceRoot, `mfe-${slice}/dist`));
  patchRelease(join(workspaceRoot, 'mfe-info/dist'), join(tmp, 'info-v0'), fixed, live);
  installRelease(root, 'info', 'v0', join(tmp, 'info-v0'));
  switchLive(root, { ...Object.fromEntries(slices.map((s) => [s, 'v1'])), info: 'v0' });
  server = await startServer({
    RELEASES_ROOT: root,
    CANDIDATES: 'on',
    CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET,
  });

  // The live release fails the team's test: that is what the pipeline must not be fooled by.
  const control = await runSuite(join(tmp, 'control'), { BASE_URL: server.url }, theTest);
  expect(control.stats.unexpected, control.output).toBe(1);

  const clone = checkout(join(tmp, 'clone'));
  const run = await runChild(
    'node',
    [
      join(clone, 'tools/pipeline/pipeline.mjs'),
      'mfe-info',
      '--base',
      'HEAD',
      '--against',
      server.url,
      '--release',
      root,
      '--id',
      'candidate1',
      '--',
      ...theTest,
    ],
    {
      CANDIDATES_SECRET: LOCAL_CANDIDATES_SECRET,
      // The deployment's live shell, which the release is verified against (pnpm releases verify).
      SHELL_DIST: join(workspaceRoot, 'shell/dist'),
      // The checks restore what this workspace's own run of the graph left.
      TURBO_CACHE_DIR: join(workspaceRoot, '.turbo/cache'),
    },
  );
  const output = run.output;
  expect(run.code, output).toBe(0);
  expect(output).toContain(`with info=/releases/info/candidate1/remoteEntry.js as the candidate`);
  expect(output).toMatch(
    new RegExp(`e2e @info on ${server.url.replace(/[.:/]/g, '\\$&')}\\s+1 passed, 0 failed`),
  );
  expect(output).toMatch(/release info\/candidate1\s+1 passed, 0 failed/);
  expect(output.trim().split('\n').at(-1)).toMatch(/^[1-9]\d* passed, 0 failed$/);
  expect(output, 'other slices tasks').not.toMatch(/^\s+mfe-(marketing|packages|enquiry)#/m);
  expect(existsSync(join(root, 'releases/info/candidate1/remoteEntry.js'))).toBe(true);

  // Installed and verified, not switched: a visitor still gets the live release.
  expect(readlinkSync(join(root, 'live', 'info'))).toContain('releases/info/v0');
  await page.goto(`${server.url}${routes.privacyPolicy.path}`);
  await expect(page.getByRole('heading', { name: `1. ${live}` })).toBeVisible();
});
