// `npm run bench:tap`: how long a visitor's tap waits for an answer on a mid-range phone (issue 40).
// Figures, never assertions.
//
// Each interactive control of each route, in English and Hindi, is tapped in a fresh browser (cold
// cache, as a first visit from a shared link) on Lighthouse's mobile profile: 390x844, touch, the
// CPU slowed 4x, 150 ms of latency and 1.6 Mbps. The visitor scrolls to the control once the page
// has loaded and taps it 0.5 s after the load, 1 s after it, or once the page has been idle for 6 s.
// Timed in the page, from the tap (the pointerdown's own timestamp, when the finger touched) to the
// first frame in which the control visibly answered: its state (expanded, selected, current, its
// label, the panel or popover it controls), the focus for a field, the first problem shown for a
// submit of an empty form, the new address for a link. Beside it, the Event Timing API's longest
// interaction duration (what INP counts). A tap with no answer within 5 s is "lost".
//
// BENCH_ROUTES=/,/packages limits the routes (both languages each), BENCH_CONTROLS='menu,hero dot'
// the controls; BENCH_RUNS (default 1) repeats
// every tap; BENCH_CPU_SLOWDOWN (default 4), BENCH_LATENCY_MS (150) and BENCH_KBPS (1600) change
// the profile; BENCH_SKIP_BUILD=1 serves the builds as they are; BENCH_JSON=<file> keeps each tap.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { bootstrap, ensureChromium, log, root, run } from '../bootstrap.mjs';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { platformCommand } from '../platform.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4598);
const origin = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 150);
const KBPS = Number(process.env.BENCH_KBPS ?? 1600);
/** When the visitor taps, after the page's load event; `idle` is 6 s after it. */
const MOMENTS = [
  ['0.5 s', 500],
  ['1 s', 1000],
  ['idle', 6000],
];
/** How long a tap may wait before it counts as lost. */
const LOST_MS = 5000;
/** web.dev's INP thresholds: good at or under 200 ms at p75; the issue's ceiling for any one tap. */
const GOOD_P75_MS = 200;
const MAX_MS = 500;

// What a visitor taps on each route: [name, selector, kind]. The kind says what answers the tap:
// `toggle` its state or what it controls, `field` the focus, `submit` the first problem shown,
// `link` the new address. Selectors hold in both languages.
const everyPage = [
  ['menu', 'header nav button[aria-controls]', 'toggle'],
  ['language switch', 'header a[hreflang]', 'link'],
];
const enquiryForm = [
  ['form field', 'form input[name="name"]', 'field'],
  ['form select', 'form select[name="group_size"]', 'field'],
  ['form submit', 'form button[type="submit"]', 'submit'],
];
const CONTROLS = {
  '/': [
    ...everyPage,
    ['hero dot', '#home [class*="_dot_"] >> nth=1', 'toggle'],
    ['hero pause', '#home button[data-tone]', 'toggle'],
    ['carousel pause', '#destinations button[data-tone]', 'toggle'],
    ['itinerary card', '#itinerary-day-1-button', 'toggle'],
    ...enquiryForm,
  ],
  '/packages': [
    ...everyPage,
    ['filters sheet', 'button[popovertarget]', 'toggle'],
    ['search field', '#package-search', 'field'],
    ...enquiryForm,
  ],
  '/package/complete-chardham': [
    ...everyPage,
    ['itinerary tab', '[role="tab"] >> nth=1', 'toggle'],
    ['inclusions tab', '[role="tab"] >> nth=2', 'toggle'],
    ...enquiryForm,
  ],
  '/become-partner': [
    ...everyPage,
    ['form field', 'form input[name="name"]', 'field'],
    ['form submit', 'form button[type="submit"]', 'submit'],
  ],
  '/customer-support': [
    ...everyPage,
    ['FAQ question', 'main button[aria-controls$="-answer"] >> nth=0', 'toggle'],
  ],
  '/privacy-policy': everyPage,
  '/terms-conditions': everyPage,
};
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? Object.keys(CONTROLS);
const ONLY = process.env.BENCH_CONTROLS?.split(',');
const controlsOf = (route) => CONTROLS[route].filter(([name]) => !ONLY || ONLY.includes(name));
const hindi = (path) => (path === '/' ? '/hi/' : `/hi${path}`);

/**
 * In the page before its own scripts: on the first pointerdown on a control, note the control's
 * state, then look at it every frame until it answers. Event Timing entries are kept alongside.
 */
function recorder({ lostMs }) {
  const STATE = [
    'aria-expanded',
    'aria-selected',
    'aria-pressed',
    'aria-current',
    'aria-label',
    'data-open',
    'hidden',
    'open',
  ];
  const tap = { down: null, answered: null, kind: null, events: [] };
  window.__tap = tap;
  const popoverOpen = (element) => {
    try {
      return element.matches(':popover-open');
    } catch {
      return false;
    }
  };
  const stateOf = (control) => {
    const ids =
      `${control.getAttribute('aria-controls') ?? ''} ${control.getAttribute('popovertarget') ?? ''}`
        .split(/\s+/)
        .filter(Boolean);
    const elements = [control, ...ids.map((id) => document.getElementById(id)).filter(Boolean)];
    return elements
      .map((e) => `${STATE.map((a) => e.getAttribute(a)).join('|')}|${popoverOpen(e)}|${e.childElementCount}`)
      .join('#');
  };
  const problems = () => document.querySelectorAll('[role="alert"], [aria-invalid="true"]').length;
  addEventListener(
    'pointerdown',
    (event) => {
      if (tap.down !== null || !(event.target instanceof Element)) return;
      const control = event.target.closest('button, a[href], select, input, textarea, summary, [role="tab"]');
      if (!control) return;
      tap.down = event.timeStamp;
      tap.kind = control.matches('input, select, textarea')
        ? 'field'
        : control.matches('[type="submit"]')
          ? 'submit'
          : 'toggle';
      const before = stateOf(control);
      const problemsBefore = problems();
      const answered = () => {
        if (tap.kind === 'field') return document.activeElement === control;
        if (tap.kind === 'submit') {
          const focused = document.activeElement;
          const moved = focused && focused !== control && control.form?.contains(focused);
          return moved || problems() !== problemsBefore;
        }
        return stateOf(control) !== before;
      };
      const check = (now) => {
        if (answered()) tap.answered = now;
        else if (now - tap.down < lostMs) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) tap.events.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** One tap in a fresh browser: the time to the answer (Infinity when lost) and the INP figure. */
async function tapOnce(browser, path, [, selector, kind], delayMs) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (KBPS * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recorder, { lostMs: LOST_MS });
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    const control = page.locator(selector).first();
    await control.scrollIntoViewIfNeeded({ timeout: 20_000 });
    await sleep(Math.max(0, loadedAt + delayMs - Date.now()));
    // Where the control is at the moment of the tap: a finger aims at what is on screen.
    const box = await control.boundingBox();
    if (!box) throw new Error(`${selector} has no box on ${path}`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (kind === 'link') {
      // A link answers when the browser starts loading the new page (its progress bar shows): timed
      // here, from the tap to the document's request. Its arrival is the network's part, kept apart.
      const tappedAt = Date.now();
      const requested = page
        .waitForRequest((request) => request.isNavigationRequest(), { timeout: LOST_MS })
        .then(() => Date.now() - tappedAt);
      const committed = page
        .waitForEvent('framenavigated', {
          predicate: (frame) => frame === page.mainFrame(),
          timeout: LOST_MS,
        })
        .then(() => Date.now() - tappedAt)
        .catch(() => null);
      await page.touchscreen.tap(x, y);
      try {
        const ms = await requested;
        return { ms, inp: null, committedMs: await committed };
      } catch {
        return { ms: Number.POSITIVE_INFINITY, inp: null };
      }
    }
    await page.touchscreen.tap(x, y);
    const deadline = Date.now() + LOST_MS + 2000;
    let tap = null;
    while (Date.now() < deadline) {
      tap = await page.evaluate(() => window.__tap);
      if (tap.answered !== null) break;
      await sleep(100);
    }
    if (tap?.answered === null || tap?.down === null) return { ms: Number.POSITIVE_INFINITY, inp: null };
    // The interaction's own entries arrive once it has been painted.
    await sleep(300);
    tap = await page.evaluate(() => window.__tap);
    const durations = tap.events.filter((e) => e.start >= tap.down - 1).map((e) => e.duration);
    return {
      ms: Math.max(0, tap.answered - tap.down),
      inp: durations.length ? Math.max(...durations) : null,
    };
  } finally {
    // A context closed while a throttled navigation is under way can hang (seen after a link's
    // tap): the throttling goes first.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await cdp.send('Network.emulateNetworkConditions', NO_THROTTLING).catch(() => {});
    await cdp.detach().catch(() => {});
    await context.close();
  }
}
const NO_THROTTLING = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const show = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)}` : 'lost');
const range = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[0] === sorted.at(-1) ? show(sorted[0]) : `${show(sorted[0])}-${show(sorted.at(-1))}`;
};

bootstrap();
ensureChromium();
// Imported once bootstrap has installed the dependencies: a clean clone has none before.
const { chromium } = await import('playwright-core');
if (!process.env.BENCH_SKIP_BUILD) {
  log('Building the five apps');
  run('pnpm build');
}
const server = spawn('node', [platformCommand('serve')], {
  env: { ...process.env, PORT: String(PORT), REPORTS_PER_MINUTE: '1000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
  cwd: root,
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const taps = [];
const summary = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const route of ROUTES) {
      for (const path of [route, hindi(route)]) {
        log(`${path}: ${controlsOf(route).length} controls, ${MOMENTS.length} moments, ${RUNS} runs`);
        console.log(`\n${path}\n`);
        console.log(`| control | ${MOMENTS.map(([name]) => `tap at ${name} (ms)`).join(' | ')} | INP (ms) |`);
        console.log(`| --- | ${MOMENTS.map(() => '---').join(' | ')} | --- |`);
        const all = [];
        for (const control of controlsOf(route)) {
          const cells = [];
          const inps = [];
          for (const [moment, delayMs] of MOMENTS) {
            const times = [];
            for (let i = 0; i < RUNS; i++) {
              const result = await tapOnce(browser, path, control, delayMs);
              times.push(result.ms);
              if (result.inp !== null) inps.push(result.inp);
              taps.push({ path, control: control[0], moment, ...result });
            }
            all.push(...times);
            cells.push(range(times));
          }
          console.log(`| ${control[0]} | ${cells.join(' | ')} | ${inps.length ? range(inps) : '-'} |`);
        }
        const line = { path, p75: percentile(all, 75), max: Math.max(...all), taps: all.length };
        summary.push(line);
        console.log(`\n${path}: p75 ${show(line.p75)} ms, max ${show(line.max)} ms over ${line.taps} taps`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}

console.log(
  `\nTime to a visible answer, per route (CPU ${CPU_SLOWDOWN}x, ${LATENCY_MS} ms, ${KBPS} kbps; ${RUNS} runs of each tap; targets p75 <= ${GOOD_P75_MS} ms, max <= ${MAX_MS} ms)\n`,
);
console.log('| route | p75 (ms) | max (ms) | taps | within targets |');
console.log('| --- | --- | --- | --- | --- |');
for (const line of summary) {
  const within = line.p75 <= GOOD_P75_MS && line.max <= MAX_MS ? 'yes' : 'no';
  console.log(`| ${line.path} | ${show(line.p75)} | ${show(line.max)} | ${line.taps} | ${within} |`);
}
if (process.env.BENCH_JSON)
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify({ taps, summary }, null, 2)}\n`);
