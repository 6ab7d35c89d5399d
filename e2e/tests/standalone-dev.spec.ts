// Each slice's team works on its slice alone: `pnpm --filter mfe-<slice> dev` serves the slice's
// pages on a page of their own, without the shell (issue 18). Local sources only.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { SliceName } from '@chardham/shared/routes';
import { workspaceRoot } from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/nginx';

const standalone: { slice: SliceName; path: string; sees: RegExp }[] = [
  { slice: 'marketing', path: '/', sees: /Begin Your Sacred Chardham Journey/ },
  { slice: 'packages', path: '/packages', sees: /All Packages/ },
  { slice: 'enquiry', path: '/', sees: /Full Name/ },
  { slice: 'info', path: '/become-partner', sees: /Become Our Partner/ },
];

let server: ChildProcess | undefined;
test.afterEach(() => {
  // pnpm starts vite as a child of its own: the whole process group goes.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  server = undefined;
});

async function startDev(slice: SliceName): Promise<string> {
  const port = await freePort();
  // `pnpm --filter mfe-<slice> dev` is `vite`: the same, on a free port.
  server = spawn(
    'pnpm',
    [
      'exec',
      'vite',
      '--configLoader',
      'runner',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: join(workspaceRoot, `mfe-${slice}`),
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  return url;
}

for (const { slice, path, sees } of standalone) {
  test(`the ${slice} slice runs on its own with its dev server`, { tag: [`@${slice}`, '@local'] }, async ({
    context,
  }) => {
    test.setTimeout(60_000);
    const url = await startDev(slice);
    // A page of its own: the suite's page waits for the composed app to be live, and there is no
    // composed app here.
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(String(error)));
    await page.goto(`${url}${path}`);
    await expect(page.locator('body')).toContainText(sees, { timeout: 20_000 });
    expect(failures).toEqual([]);
  });
}
