// docs/mtail/nginx-canary.mtail as Debian's mtail runs it, on lines in the form nginx's access log
// writes (platform/src/nginx/log-format.mjs): a canary's page views by side, and a failed page
// for a failed body fragment of the canary's slice only. The e2e fleet runs it on nginx's real log.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mtailBinary, mtailPrograms } from './mtail.mjs';

const dir = mkdtempSync(join(tmpdir(), 'mtail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One access-log line as nginx writes it, with the fields the program reads. */
function line(fields: {
  path: string;
  status?: number;
  fragment?: boolean;
  slice?: string;
  release?: string;
  part?: string;
  page: boolean;
  side: string;
  canary: string;
  canaryId?: string;
  weighed?: boolean;
}) {
  const {
    path,
    status = 200,
    fragment = false,
    slice = '',
    release = '',
    part = '',
    page,
    side,
    canary,
    canaryId = canary ? '1796000000000-4' : '',
    weighed = Boolean(canary),
  } = fields;
  return `{"level":"info","time":"2026-11-28T21:40:00+00:00","service":"nginx","reqId":"r1","method":"GET","path":"${path}","status":${status},"bytes":0,"ms":1,"fragment":${fragment},"slice":"${slice}","release":"${release}","part":"${part}","page":${page},"side":"${side}","canary":"${canary}","canaryId":"${canaryId}","weighed":${weighed},"msg":"request"}`;
}

/** The counters mtail's one-shot run prints for these lines. */
function countsOf(lines: string[]) {
  if (!mtailBinary) throw new Error('mtail is not installed: npm test installs it with apt');
  const log = join(dir, `${lines.length}-${Math.random()}.log`);
  writeFileSync(log, `${lines.join('\n')}\n`);
  const run = spawnSync(
    mtailBinary,
    ['--progs', mtailPrograms, '--logs', log, '--one_shot', '--one_shot_format', 'prometheus'],
    { encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('canary_'))
    .map((l) => l.replace(/prog="[^"]*",/, ''))
    .sort();
}

describe("the canary's counts from nginx's log", () => {
  it('counts pages by side, and a page whose body fragment of the canary slice failed', () => {
    const canary = 'info/v3';
    expect(
      countsOf([
        line({ path: '/privacy-policy', page: true, side: 'canary', canary }),
        line({
          path: '/_slice/info/html/privacy-policy/body.html',
          status: 404,
          fragment: true,
          slice: 'info',
          release: 'v3',
          part: 'privacy-policy/body',
          page: false,
          side: 'canary',
          canary,
        }),
        // Its head failing too is the same page: not a second failure.
        line({
          path: '/_slice/info/html/privacy-policy/head.html',
          status: 404,
          fragment: true,
          slice: 'info',
          release: 'v3',
          part: 'privacy-policy/head',
          page: false,
          side: 'canary',
          canary,
        }),
        line({ path: '/', page: true, side: 'live', canary }),
        // Another slice's fragment failing is not the canary's failure.
        line({
          path: '/_slice/marketing/html/index/body.html',
          status: 504,
          fragment: true,
          slice: 'marketing',
          release: 'm1',
          part: 'index/body',
          page: false,
          side: 'live',
          canary,
        }),
        // Files are not page views; nor is anything while no canary runs.
        line({ path: '/assets/index-AbCd.js', page: false, side: 'canary', canary }),
        line({ path: '/', page: true, side: 'live', canary: '' }),
      ]),
    ).toEqual([
      'canary_failures_total{canary="1796000000000-4",release="v3",side="canary",slice="info"} 1',
      'canary_page_views_total{canary="1796000000000-4",release="v3",side="canary",slice="info"} 1',
      'canary_page_views_total{canary="1796000000000-4",release="v3",side="live",slice="info"} 1',
    ]);
  });

  it('counts no 404 page, no pinned side, bot or cookie-less browser, and each run of a release apart', () => {
    const canary = 'info/v3';
    expect(
      countsOf([
        // A made-up package id's page, on the canary's side: not a page view.
        line({ path: '/packages/no-such-yatra', status: 404, page: true, side: 'canary', canary }),
        // QA's pinned side, a bot: not weighed.
        line({ path: '/', page: true, side: 'canary', canary, weighed: false }),
        line({
          path: '/_slice/info/html/index/body.html',
          status: 500,
          fragment: true,
          slice: 'info',
          release: 'v3',
          part: 'index/body',
          page: false,
          side: 'canary',
          canary,
          weighed: false,
        }),
        // The same release canaried again: its own run.
        line({ path: '/', page: true, side: 'canary', canary }),
        line({ path: '/', page: true, side: 'canary', canary, canaryId: '1796000999000-5' }),
      ]),
    ).toEqual([
      'canary_page_views_total{canary="1796000000000-4",release="v3",side="canary",slice="info"} 1',
      'canary_page_views_total{canary="1796000999000-5",release="v3",side="canary",slice="info"} 1',
    ]);
  });
});
