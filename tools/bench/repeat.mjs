// `node tools/bench/repeat.mjs`: the first and the repeat visit of a route as a phone with the
// service worker sees them (issue 30): Lighthouse (mobile, DevTools throttling: a response the
// worker gives from the phone's cache crosses no throttled network) twice in one browser, the
// storage kept between the runs. Serves the existing builds on BENCH_PORT (4598).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { bootstrap, ensureChromium } from '../bootstrap.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { platformCommand } from '../platform.mjs';

const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ['/', '/hi/'];
const PORT = Number(process.env.BENCH_PORT ?? 4598);
const origin = `http://127.0.0.1:${PORT}`;

bootstrap();
ensureChromium();
// Imported once bootstrap has installed the dependencies: a clean clone has none before.
const { chromium } = await import('playwright-core');
const { default: lighthouse } = await import('lighthouse');
const { throttling } = await import('lighthouse/core/config/constants.js');
const chromeLauncher = await import('chrome-launcher');

const server = spawn('node', [platformCommand('serve')], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

async function visit(chrome, path) {
  const { lhr } = await lighthouse(
    `${origin}${path}`,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: {
        disableStorageReset: true,
        throttlingMethod: 'devtools',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: 4 },
      },
    },
  );
  const requests = lhr.audits['network-requests'].details.items;
  // What crossed the network: a response the worker gave from the phone transferred nothing.
  const overNetwork = requests.filter((r) => (r.transferSize ?? 0) > 0);
  const code = overNetwork.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
  return {
    fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    requests: requests.length,
    bytesOverNetwork: overNetwork.reduce((sum, r) => sum + r.transferSize, 0),
    codeOverNetwork: code.map((r) => `${r.url} (${r.transferSize} B)`),
  };
}

try {
  for (const path of ROUTES) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      const first = await visit(chrome, path);
      // The visitor reads the page: it starts its worker once used (a scroll), and the worker saves
      // the page and its release. Through Playwright on the same browser, so the storage is shared.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const reader = await browser.contexts()[0].newPage();
      await reader.goto(`${origin}${path}`);
      await reader.mouse.wheel(0, 1);
      await sleep(15_000);
      await reader.close();
      const repeat = await visit(chrome, path);
      console.log(JSON.stringify({ path, first, repeat }));
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.kill();
}
