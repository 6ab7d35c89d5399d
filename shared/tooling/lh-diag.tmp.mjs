// temporary: Lighthouse diagnosis of one route (not committed)

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = r.lhr.audits;
console.log(
  'score',
  r.lhr.categories.performance.score,
  'FCP',
  a['first-contentful-paint'].numericValue | 0,
  'LCP',
  a['largest-contentful-paint'].numericValue | 0,
  'TBT',
  a['total-blocking-time'].numericValue | 0,
  'SI',
  a['speed-index'].numericValue | 0,
);
const lcpEl = a['largest-contentful-paint-element']?.details?.items;
console.log('LCP element', JSON.stringify(lcpEl)?.slice(0, 1200));
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time'].details.items
      .slice(0, 6)
      .map((i) => [i.url.replace(/^.*\/\/[^/]+/, ''), i.scripting | 0, i.scriptParseCompile | 0]),
  ),
);
console.log(
  'mainthread',
  JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, i.duration | 0])),
);
console.log(
  'render-blocking',
  JSON.stringify(
    a['render-blocking-resources']?.details?.items?.map((i) => [
      i.url.replace(/^.*\/\/[^/]+/, ''),
      i.wastedMs | 0,
    ]),
  ),
);
console.log(
  'long tasks',
  JSON.stringify(
    a['long-tasks']?.details?.items
      ?.slice(0, 8)
      .map((i) => [i.url?.replace(/^.*\/\/[^/]+/, ''), i.startTime | 0, i.duration | 0]),
  ),
);
console.log('dom size', a['dom-size'].numericValue);
await chrome.kill();
