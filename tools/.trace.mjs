import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
const path = process.argv[2] ?? '/hi/packages';
const server = spawn('node', ['shell/server/serve.mjs'], { env: { ...process.env, PORT: '4596', HOST: '127.0.0.1' }, stdio: 'ignore' });
await sleep(1500);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 5.7) });
if (process.env.INJECT) await page.route((u) => u.pathname === new URL('http://x' + path).pathname, async (route) => { const r = await route.fetch(); const body = (await r.text()).replace('</head>', `<style>${process.env.INJECT}</style></head>`); await route.fulfill({ response: r, body }); });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto('http://127.0.0.1:4596' + path, { waitUntil: 'load' });
await sleep(5000);
const buf = await browser.stopTracing();
await browser.close(); server.kill();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);

const mains = events.filter(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const total = (m) => events.filter(x => x.pid === m.pid && x.tid === m.tid && x.name === 'RunTask').reduce((s, x) => s + (x.dur ?? 0), 0);
const rendererPid = mains.sort((a, b) => total(b) - total(a))[0];
const pid = rendererPid.pid, tid = rendererPid.tid;
const t0 = events.filter(e => e.pid === pid && e.name === 'navigationStart').map(e => e.ts).sort().at(-1) ?? 0;
const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 30000).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const kids = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 3000 && e.name !== 'RunTask');
  const byName = {};
  for (const k of kids) byName[k.name] = (byName[k.name] ?? 0) + k.dur;
  const top = Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${Math.round(d / 1000)}`).join(', ');
  const urls = [...new Set(kids.map(k => k.args?.data?.url || k.args?.data?.stackTrace?.[0]?.url || k.args?.beginData?.url).filter(Boolean).map(u => u.split('/').pop()))].slice(0, 3);
  console.log(`${Math.round((t.ts - t0) / 1000)} ms +${Math.round(t.dur / 1000)}: ${top} ${urls.join(' ')}`);
}
for (const name of ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd', 'loadEventEnd']) {
  const e = events.find((x) => x.name === name && x.pid === pid);
  if (e) console.log(name, Math.round((e.ts - t0) / 1000));
}
const layouts = mine.filter((e) => e.name === 'Layout' && e.dur > 20000);
for (const l of layouts) console.log('layout', Math.round((l.ts - t0) / 1000), Math.round(l.dur / 1000), JSON.stringify(l.args?.beginData ?? {}).slice(0, 200));
const styles = mine.filter((e) => e.name === 'UpdateLayoutTree' && e.dur > 15000);
for (const l of styles) console.log('style', Math.round((l.ts - t0) / 1000), Math.round(l.dur / 1000), JSON.stringify(l.args?.elementCount ?? l.args?.beginData ?? {}).slice(0, 200));
for (const l of layouts) {
  const st = l.args?.beginData?.stackTrace;
  console.log('layout at', Math.round((l.ts - t0) / 1000), 'forced by', st ? st.map((f) => `${f.functionName}@${f.url.split('/').pop()}:${f.lineNumber}`).slice(0, 3).join(' < ') : 'rendering');
  const parent = mine.filter((e) => e.name === 'RunTask' && e.ts <= l.ts && e.ts + e.dur >= l.ts + l.dur)[0];
  const inside = mine.filter((e) => parent && e.ts >= parent.ts && e.ts < l.ts && e.dur > 500 && e.name !== 'RunTask').map((e) => e.name);
  console.log('   before it in its task:', [...new Set(inside)].slice(0, 8).join(', '));
}
const finishes = events.filter((e) => e.pid === pid && e.name === 'ResourceFinish' || (e.name === 'ResourceReceiveResponse' && e.pid === pid));
const sends = Object.fromEntries(events.filter((e) => e.name === 'ResourceSendRequest' && e.pid === pid).map((e) => [e.args.data.requestId, e.args.data.url.split('/').pop()]));
for (const f of events.filter((e) => e.name === 'ResourceFinish' && e.pid === pid)) console.log('finish', Math.round((f.ts - t0) / 1000), sends[f.args.data.requestId]);
const sum = (n) => Math.round(mine.filter((e) => e.name === n).reduce((s, e) => s + e.dur, 0) / 1000);
console.log('TOTAL layout', sum('Layout'), 'style', sum('UpdateLayoutTree'), 'paint', sum('Paint'), 'eval', sum('v8.evaluateModule'));
