// `npm run bench:dev`: how fast a slice team sees its change inside the composed site under
// `pnpm dev mfe-info` (issue 42). Over BENCH_EDITS edits (default 10) of a component and of a words
// file: the time from save to the change on screen in an open page (p50, p95), whether the page kept
// its state (the same document, a field still holding what was typed), and the time from save to the
// change in the next request's server HTML. The files are put back as they were.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, log, root } from '../bootstrap.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { freePort } from '../free-port.mjs';

const edits = Number(process.env.BENCH_EDITS ?? 10);

const cases = [
  {
    what: 'a component (benefits-section.tsx)',
    file: join(root, 'mfe-info/src/features/partner/components/benefits-section.tsx'),
    from: '{t.title}',
    to: (n) => `{\`\${t.title} (component edit ${n})\`}`,
    seen: (n) => `Partnership Benefits (component edit ${n})`,
  },
  {
    what: 'a words file (i18n/en.ts)',
    file: join(root, 'mfe-info/src/i18n/en.ts'),
    from: "title: 'Partnership Benefits'",
    to: (n) => `title: 'Partnership Benefits (words edit ${n})'`,
    seen: (n) => `Partnership Benefits (words edit ${n})`,
  },
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function untilServerHtml(url, text, started) {
  for (;;) {
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return Date.now() - started;
    if (Date.now() - started > 30_000) throw new Error(`The server HTML never showed "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main() {
  bootstrap({ browser: true });
  // Imported once bootstrap has installed the dependencies: a clean clone has none before.
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const server = spawn('node', ['tools/dev/dev.mjs', 'mfe-info'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows = [];
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${url}/become-partner`).catch(() => null))?.status === 200) break;
      if (i > 600) throw new Error('pnpm dev mfe-info did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${url}/become-partner`);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
      timeout: 60_000,
    });
    await page.evaluate(() => Object.assign(window, { beforeTheEdits: true }));
    const name = page.getByRole('textbox', { name: 'Your name' });
    await name.fill('Asha Verma');

    for (const edit of cases) {
      const original = readFileSync(edit.file, 'utf8');
      const onScreen = [];
      const inHtml = [];
      let keptState = true;
      try {
        for (let n = 1; n <= edits; n++) {
          const started = Date.now();
          writeFileSync(edit.file, original.replace(edit.from, edit.to(n)));
          await page.waitForFunction((text) => document.body.textContent?.includes(text), edit.seen(n), {
            polling: 'raf',
            timeout: 30_000,
          });
          onScreen.push(Date.now() - started);
          inHtml.push(await untilServerHtml(`${url}/become-partner`, edit.seen(n), started));
          keptState &&=
            (await page.evaluate(() => 'beforeTheEdits' in window)) &&
            (await name.inputValue()) === 'Asha Verma';
          // The watcher sees the next save as a change of its own.
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      } finally {
        writeFileSync(edit.file, original);
      }
      rows.push({ ...edit, onScreen, inHtml, keptState });
      log(`${edit.what}: on screen ${onScreen.join(' ')} ms; in the server HTML ${inHtml.join(' ')} ms`);
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }

  console.log(`\npnpm dev mfe-info, ${edits} edits each, /become-partner open in Chromium at 390x844.\n`);
  console.log('| edit | save to screen p50 | p95 | page kept its state | save to server HTML p50 | p95 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.what} | ${percentile(row.onScreen, 50)} ms | ${percentile(row.onScreen, 95)} ms | ${row.keptState ? 'yes (no reload)' : 'NO'} | ${percentile(row.inHtml, 50)} ms | ${percentile(row.inHtml, 95)} ms |`,
    );
  }
}

await main();
