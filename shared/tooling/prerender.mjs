// `pnpm prerender`: renders every route of the composed production build in headless Chromium and
// saves its HTML, so crawlers and link previews (WhatsApp runs no JavaScript) get each page's title,
// meta tags, structured data, heading and content. The shell's build folder is left untouched:
// pages go to shell/prerendered/, with a fingerprint of the composition they were made from; the
// server only serves them while that composition is live.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { compositionFingerprint, ORIGIN_TOKEN } from '../../shell/server/prerendered.mjs';
import { CHROMIUM, ensureChromium, log, root } from './bootstrap.mjs';

const outDir = join(root, process.env.PRERENDER_DIR ?? 'shell/prerendered');
const routes = JSON.parse(readFileSync(join(root, 'shell/dist/routes.json'), 'utf8'));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Every concrete URL: static routes, each package, and the not-found page. */
function urls() {
  const list = [];
  for (const pattern of routes.patterns) {
    if (!pattern.includes(':')) list.push(pattern);
    else if (pattern === '/package/:id')
      for (const id of routes.packageIds ?? []) list.push(`/package/${id}`);
  }
  return [...list, '/404'];
}

ensureChromium();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
rmSync(outDir, { recursive: true, force: true });
// A configured (unreachable) Supabase: the static HTML must not carry the demo-mode notice.
const server = spawn('node', ['shell/server/serve.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    PRERENDER_DIR: join(outDir, '.none'),
    SUPABASE_URL: 'https://prerender.invalid',
    SUPABASE_ANON_KEY: 'prerender',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failures = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Save-Data keeps the shell from preloading other pages' slices while a page is captured: the
  // saved HTML then links only what its own page needs.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    // Tells the app that this is a capture, not a visitor (isCapturing in @chardham/shared/hydration).
    globalThis.__chardhamCapture = true;
  });
  for (const path of urls()) {
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    try {
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
      await page.waitForFunction(
        () => !document.querySelector('[data-slice-loading], [data-slice-fallback]'),
        null,
        {
          timeout: 15_000,
        },
      );
    } catch (error) {
      failures += 1;
      console.error(`Could not prerender ${path}: ${error.message}`);
      continue;
    }
    const html = await page.evaluate(async () => {
      // React's own server output separates adjacent text nodes with <!-- -->; the parser would merge
      // them otherwise and hydration would see different text.
      const root = document.getElementById('root');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts = [];
      while (walker.nextNode()) texts.push(walker.currentNode);
      for (const text of texts) {
        if (text.previousSibling?.nodeType === Node.TEXT_NODE) text.before(document.createComment(' '));
      }
      // React sets a select's value as a property; the saved HTML must say which option shows, or the
      // parser picks the first enabled one instead of the placeholder.
      for (const option of root.querySelectorAll('option'))
        option.toggleAttribute('selected', option.selected);
      // Of the remotes' code, the saved page preloads only what its page needs at start: each remote
      // entry and the sync chunks of the modules it hydrates at once (as the shell itself preloads).
      // Code loaded later (a region or section hydrated when the visitor gets near it) is not
      // preloaded; its stylesheets stay, as they style the saved HTML.
      const { remotes } = await (await fetch('/remotes.json')).json();
      const keep = new Set();
      for (const region of root.querySelectorAll('[data-remote-region]')) {
        if (region.dataset.hydrate === 'near') continue;
        const [slice, module] = region.dataset.remoteRegion.split('/');
        if (!remotes[slice]) continue;
        const entry = new URL(remotes[slice].entry, location.href);
        keep.add(entry.href);
        const manifest = await (await fetch(new URL('mf-manifest.json', entry))).json();
        const expose = manifest.exposes?.find((e) => e.name === module);
        for (const file of expose?.assets?.js?.sync ?? []) keep.add(new URL(file, entry).href);
      }
      const bases = Object.values(remotes).map((r) => new URL('.', new URL(r.entry, location.href)).href);
      for (const link of document.querySelectorAll('link[rel="modulepreload"]')) {
        if (bases.some((base) => link.href.startsWith(base)) && !keep.has(link.href)) link.remove();
      }
      // The first paint waits for the stylesheets only: they go first in <head>, ahead of the
      // scripts and module preloads that would otherwise share the connection with them, and each
      // module is preloaded once.
      const head = document.head;
      const firstLoad = head.querySelector('script, link[rel="modulepreload"]');
      for (const sheet of head.querySelectorAll('link[rel="stylesheet"]')) {
        if (firstLoad) head.insertBefore(sheet, firstLoad);
      }
      const preloaded = new Set();
      for (const link of head.querySelectorAll('link[rel="modulepreload"]')) {
        if (preloaded.has(link.href)) link.remove();
        else preloaded.add(link.href);
      }
      // Painted before the app loads (the early script adds these back after the first paint).
      const scripts = [...head.querySelectorAll('script[type="module"][src]')];
      const preloads = [...head.querySelectorAll('link[rel="modulepreload"]')];
      const list = document.createElement('script');
      list.type = 'application/json';
      list.id = 'app-scripts';
      list.textContent = JSON.stringify({
        preloads: preloads.map((link) => link.getAttribute('href')),
        scripts: scripts.map((script) => script.getAttribute('src')),
      });
      for (const element of [...scripts, ...preloads]) element.remove();
      head.append(list);
      document.documentElement.setAttribute('data-prerendered', '');
      // The live app marks <html> once it has taken over; the saved page has not been taken over yet
      // (the early script holds a submit until then, and tests wait for the mark).
      document.documentElement.removeAttribute('data-app-ready');
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    const file = path === '/404' ? join(outDir, '404.html') : join(outDir, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html.replaceAll(origin, ORIGIN_TOKEN));
    log(`prerendered ${path}`);
  }
} finally {
  await browser.close();
  server.kill();
}

writeFileSync(join(outDir, 'fingerprint.json'), JSON.stringify({ fingerprint: compositionFingerprint() }));
if (failures) {
  console.error(`${failures} pages could not be prerendered`);
  process.exit(1);
}
