/**
 * Issue 30: a new service worker (a shell deploy) takes over at the next navigation, never under a
 * page that is running. An own server on a copy of the shell's build, whose worker is redeployed.
 */
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  makeTempDir,
  type OwnServer,
  removeAll,
  slices,
  snapshot,
  startServer,
  workspaceRoot,
} from '../support/deploy';
import { expect, expectPageHeading, test } from '../support/fixtures';
import { expectSavedOnPhone } from '../support/offline';
import { isRemote, LOCAL_REASON } from '../support/target';

test.skip(isRemote, LOCAL_REASON);

let tmp: string;
let shell: string;
let server: OwnServer;

test.beforeAll(async () => {
  tmp = makeTempDir('worker-update');
  shell = snapshot(join(workspaceRoot, 'shell/dist'), join(tmp, 'shell'), 'sw.js');
  const mounts = Object.fromEntries(
    slices.map((s) => [`/remotes/${s}/`, join(workspaceRoot, `mfe-${s}/dist`)]),
  );
  server = await startServer({ SHELL_DIST: shell, SERVE_MOUNTS: JSON.stringify(mounts) });
});

test.afterAll(async () => {
  await server?.stop();
  if (tmp) removeAll(tmp);
});

const hasWaitingWorker = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('a new worker waits while the page runs, and takes over at the next link followed', {
  tag: ['@shell', '@local'],
}, async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/packages`);
  await expectSavedOnPhone(page, '/packages');
  await page.goto(`${server.url}/packages`);
  await expectPageHeading(page, /^All Packages$/);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The page's offline module has started (once the visitor uses the page).
  await page.mouse.wheel(0, 1);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => /register-worker/.test(e.name)),
      ),
    )
    .toBe(true);

  // The shell deploys a new worker; the browser finds it.
  appendFileSync(join(shell, 'sw.js'), '\n// the next release of the shell\n');
  for (const sidecar of ['sw.js.br', 'sw.js.gz']) rmSync(join(shell, sidecar), { force: true });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect.poll(() => hasWaitingWorker(page)).toBe(true);
  // The running page keeps the worker it started with.
  await page.waitForTimeout(1_000);
  expect(await hasWaitingWorker(page)).toBe(true);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });

  await page.getByRole('contentinfo').getByRole('link', { name: 'Customer Support' }).click();
  await expectPageHeading(page, /Customer Support/, { timeout: 20_000 });
  // A full page load (the old document is gone), under the new worker, which no longer waits.
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBeUndefined();
  expect(await hasWaitingWorker(page)).toBe(false);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
