// `pnpm dev <slice>` (issue 42, docs/decisions/094-dev-inside-the-composition.md): a slice team works
// on its slice inside the composed site, its code and its server HTML from source. Local sources
// only: the test edits the slice's files and puts them back.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { workspaceRoot } from '../support/deploy';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/nginx';

test.describe.configure({ mode: 'serial' });

const words = join(workspaceRoot, 'mfe-info/src/i18n/en.ts');
const benefits = join(workspaceRoot, 'mfe-info/src/features/partner/components/benefits-section.tsx');

let server: ChildProcess | undefined;
let url = '';
let terminal = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  server = spawn('node', ['tools/dev/dev.mjs', 'mfe-info'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (terminal += chunk));
  url = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/become-partner`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  // The dev servers run in its process group: all of them go.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

/** Changes a source file for the length of `body`, then puts it back as it was. */
async function withEdit(file: string, from: string, to: string, body: () => Promise<void>) {
  const original = readFileSync(file, 'utf8');
  expect(original).toContain(from);
  writeFileSync(file, original.replace(from, to));
  try {
    await body();
  } finally {
    writeFileSync(file, original);
  }
}

/** A test of the dev server, on a page of its own (the suite's page waits for the built site). */
function devTest(name: string, body: (page: Page) => Promise<void>) {
  test(name, { tag: ['@info', '@local'] }, async ({ context }) => {
    test.setTimeout(90_000);
    await body(await context.newPage());
  });
}

async function openLive(page: Page, path: string) {
  await page.goto(`${url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 30_000 });
}

devTest(
  'an edit of the slice appears in the composed page without a reload, and in the next server HTML',
  async (page) => {
    await openLive(page, '/become-partner');
    // What the visitor typed and the document itself outlive the edit: no reload.
    await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.fill('Asha Verma');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await withEdit(words, "title: 'Partnership Benefits'", "title: 'Partnership Perks'", async () => {
      await expect(page.getByRole('heading', { name: 'Partnership Perks' })).toBeVisible();
      expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);
      await expect(name).toHaveValue('Asha Verma');
      const html = await (await fetch(`${url}/become-partner`)).text();
      expect(html).toContain('Partnership Perks');
      // The rest of the composition is there: the shell's navigation and footer.
      expect(html).toContain('aria-label="Main"');
    });
  },
);

devTest(
  'a hydration mismatch is reported in the page and in the terminal, naming the region',
  async (page) => {
    await withEdit(
      benefits,
      '{t.title}',
      "{typeof window === 'undefined' ? t.title : t.title + ' (client)'}",
      async () => {
        await openLive(page, '/become-partner');
        await expect(page.locator('vite-error-overlay')).toContainText(
          'Hydration mismatch in the info region at /become-partner',
        );
        await expect(page.locator('vite-error-overlay')).toContainText(
          'client "Partnership Benefits (client)"',
        );
        await expect
          .poll(() => terminal)
          .toContain(
            'Hydration mismatch in the info region at /become-partner: the server HTML and the client render differ',
          );
      },
    );
  },
);

devTest('a server render that throws shows its error, and the next save recovers', async (page) => {
  await withEdit(
    benefits,
    'export function BenefitsSection() {',
    "export function BenefitsSection() {\n  if (typeof window === 'undefined') throw new Error('The benefits are missing');",
    async () => {
      await expect
        .poll(async () => (await fetch(`${url}/become-partner`)).status, { timeout: 20_000 })
        .toBe(500);
      await page.goto(`${url}/become-partner`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        '/become-partner in mfe-info threw',
      );
      await expect(page.locator('#dev-render-error')).toContainText('Error: The benefits are missing');
      await expect(page.locator('#dev-render-error')).toContainText('benefits-section.tsx');
      expect(terminal).toContain('Error: The benefits are missing');
    },
  );
  await expect.poll(async () => (await fetch(`${url}/become-partner`)).status, { timeout: 20_000 }).toBe(200);
  await openLive(page, '/become-partner');
  await expect(page.getByRole('heading', { name: 'Partnership Benefits' })).toBeVisible();
});

test('with --from, the other slices come from a deployment and the slice under work from source', {
  tag: ['@info', '@local'],
}, async ({ context, baseURL }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  const deployment = new URL(baseURL ?? '').origin;
  const from = spawn('node', ['tools/dev/dev.mjs', 'mfe-info', '--from', deployment], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const site = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${site}/become-partner`).catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
    const page = await context.newPage();
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Begin Your Sacred Chardham Journey');
    const remotes = JSON.parse((await page.locator('#remotes-document').textContent()) ?? '{}');
    const origins = Object.fromEntries(
      Object.entries(remotes.remotes as Record<string, { entry: string }>).map(([slice, { entry }]) => [
        slice,
        new URL(entry, site).origin,
      ]),
    );
    // The landing page's slice through the proxy of the deployment, the partner page's from its dev server.
    expect(new Set([origins.marketing, origins.packages, origins.enquiry]).size).toBe(1);
    expect([site, origins.info]).not.toContain(origins.marketing);
    expect(origins.info).not.toBe(site);
    await page.goto(`${site}/become-partner`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become Our Partner');
  } finally {
    if (from.pid) process.kill(-from.pid, 'SIGTERM');
  }
});
