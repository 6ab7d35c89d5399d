// @vitest-environment node
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverConfig } from '../config/config.mjs';
import { makeSite, request } from '../testing/fixture.mjs';
import { candidateLink, signedCandidate } from './candidate-link.mjs';
import { CANDIDATE_COOKIE, parseCandidates } from './candidates.mjs';
import { PageCache } from './page-cache.mjs';

/** The staging site's secret: QA holds it, a stranger does not. */
const SECRET = 'staging-secret-0123456789';
const candidateEntry = '/releases/info/5f3e9a1/remoteEntry.js';
/** A signed link to /packages trying `entry` as the info slice's release (its path and query). */
const ask = (entry, secret = SECRET) => {
  const url = new URL(candidateLink('http://site.test', `info=${entry}`, secret, '/packages'));
  return `${url.pathname}${url.search}`;
};
const withCookie = (entry, secret = SECRET) => ({
  headers: { cookie: `${CANDIDATE_COOKIE}=${signedCandidate(`info=${entry}`, secret)}` },
});
const entries = async (site, options) =>
  JSON.parse((await request(site.config, '/remotes.json', options)).body.toString()).remotes;

let site;
beforeEach(() => {
  site = makeSite();
  // A release uploaded next to the live one, named by no remotes.json yet.
  site.write('releases/info/5f3e9a1/html/packages/body.html', '<h1>All Packages, the candidate</h1>');
  site.config.mounts['/releases/'] = join(site.root, 'releases');
});
afterEach(() => site.cleanup());

describe('with CANDIDATES=on', () => {
  beforeEach(() => {
    site.config.candidates = true;
    site.config.candidatesSecret = SECRET;
  });

  it('follows only a link signed with CANDIDATES_SECRET, and only a cookie it signed (issue 41)', async () => {
    const unsigned = `/packages?candidate=${encodeURIComponent(`info=${candidateEntry}`)}`;
    for (const path of [
      unsigned,
      ask(candidateEntry, 'a-stranger-s-own-secret'),
      `${ask(candidateEntry)}x`,
    ]) {
      const asked = await request(site.config, path);
      expect(asked.body.toString(), path).not.toContain('the candidate');
      expect(asked.headers['set-cookie'], path).toMatch(/Max-Age=0/);
    }
    for (const cookie of [
      `${CANDIDATE_COOKIE}=${encodeURIComponent(`info=${candidateEntry}`)}`,
      withCookie(candidateEntry, 'a-stranger-s-own-secret').headers.cookie,
      // A signed override with another entry put in front of its signature.
      withCookie(candidateEntry).headers.cookie.replace('5f3e9a1', 'ffffff1'),
    ]) {
      const next = await request(site.config, '/packages', { headers: { cookie } });
      expect(next.body.toString(), cookie).not.toContain('the candidate');
    }
  });

  it('sets the cookie Secure over HTTPS', async () => {
    const asked = await request(site.config, ask(candidateEntry), { encrypted: true });
    expect(asked.body.toString()).toContain('the candidate');
    expect(asked.headers['set-cookie']).toMatch(/; Secure/);
    expect((await request(site.config, ask(candidateEntry))).headers['set-cookie']).not.toMatch(/Secure/);
  });

  it('refuses to start with CANDIDATES=on and no CANDIDATES_SECRET, or a short one', () => {
    expect(() => serverConfig({ CANDIDATES: 'on' })).toThrow(/CANDIDATES=on needs CANDIDATES_SECRET/);
    expect(() => serverConfig({ CANDIDATES: 'on', CANDIDATES_SECRET: 'short' })).toThrow(/16 characters/);
    expect(serverConfig({ CANDIDATES: 'on', CANDIDATES_SECRET: SECRET }).candidatesSecret).toBe(SECRET);
    expect(serverConfig({}).candidates).toBe(false);
  });

  it("composes the asking browser's pages from the candidate and remembers it for its session", async () => {
    const asked = await request(site.config, ask(candidateEntry));
    expect(asked.body.toString()).toContain('<h1>All Packages, the candidate</h1>');
    expect(asked.headers['set-cookie']).toMatch(new RegExp(`^${CANDIDATE_COOKIE}=.+; Path=/; HttpOnly`));
    expect(asked.headers['cache-control']).toBe('private, no-store');

    const next = await request(site.config, '/packages', withCookie(candidateEntry));
    expect(next.body.toString()).toContain('the candidate');
    expect(next.headers['cache-control']).toBe('private, no-store');
    expect((await entries(site, withCookie(candidateEntry))).info.entry).toBe(candidateEntry);
  });

  it('leaves every other browser on the live release, and tells shared caches the cookie matters', async () => {
    const visitor = await request(site.config, '/packages');
    expect(visitor.body.toString()).toContain('<h1>All Packages</h1>');
    expect(visitor.body.toString()).not.toContain('the candidate');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toBe('Accept-Encoding, Cookie');
    expect((await entries(site)).info.entry).toBe('/remotes/info/remoteEntry.js');
  });

  it('ignores an override naming an origin outside REMOTE_ORIGINS, and ends the one it had', async () => {
    const foreign = 'https://evil.test/info/remoteEntry.js';
    const asked = await request(site.config, ask(foreign));
    expect(asked.body.toString()).toContain('<h1>All Packages</h1>');
    expect(asked.headers['set-cookie']).toMatch(/Max-Age=0/);
    expect(asked.headers['content-security-policy']).not.toContain('evil.test');
    expect((await entries(site, withCookie(foreign))).info.entry).toBe('/remotes/info/remoteEntry.js');
  });

  it('refuses an entry whose tab, newline or backslash would make it another origin', async () => {
    for (const entry of [
      '/\t/evil.test/x/remoteEntry.js',
      '/\r\n/evil.test/x/remoteEntry.js',
      '/\\evil.test/x/remoteEntry.js',
    ]) {
      const asked = await request(site.config, ask(entry));
      expect(asked.headers['set-cookie'], JSON.stringify(entry)).toMatch(/Max-Age=0/);
      expect(asked.headers['content-security-policy']).not.toContain('evil.test');
      expect((await entries(site, withCookie(entry))).info.entry).toBe('/remotes/info/remoteEntry.js');
    }
  });

  it('adds no metric series and keeps no page for any number of candidate ids (issue 41)', async () => {
    site.config.pageCache = new PageCache();
    // The uploaded candidate is an installed release: it keeps its own id.
    site.write('releases/info/5f3e9a1/remoteEntry.js', 'export {};');
    const metrics = { remoteAddress: '127.0.0.1' };
    const releaseLabels = async () => {
      const text = (await request(site.config, '/metrics', metrics)).body.toString();
      return new Set(text.match(/release="[^"]*"/g));
    };
    await request(site.config, '/packages');
    await request(site.config, ask(candidateEntry));
    await request(site.config, ask('/releases/info/first-unknown/remoteEntry.js'));
    const before = await releaseLabels();
    const pagesBefore = site.config.pageCache.stats.pages;
    // One series or one page kept per id would show at the first; 300, as SECURITY.md says.
    for (let n = 0; n < 300; n += 1) {
      await request(site.config, ask(`/releases/info/probe-${n}/remoteEntry.js`));
    }
    expect(await releaseLabels()).toEqual(before);
    expect(before).toContain('release="candidate"');
    // The installed candidate keeps its own id.
    expect(before).toContain('release="5f3e9a1"');
    expect(site.config.pageCache.stats.pages).toBe(pagesBefore);
    // Three hundred composed requests take several seconds on a loaded two-core machine.
  }, 90_000);

  it('never reads a fragment outside the mount an entry names, however its path is escaped', async () => {
    // A folder next to the releases, which no URL path may reach (issue 41).
    site.write('outside/html/packages/body.html', '<h1>Outside the mount</h1>');
    for (const entry of [
      '/releases/info/..%2F..%2Foutside/remoteEntry.js',
      '/releases/info/%2E%2E%2F%2E%2E%2Foutside/remoteEntry.js',
      '/releases/..%2Foutside/remoteEntry.js',
    ]) {
      const asked = await request(site.config, ask(entry));
      expect(asked.body.toString(), entry).not.toContain('Outside the mount');
    }
  });

  it('answers an entry that is not a URL path (a broken escape) with the live page, argument or cookie', async () => {
    const broken = '/releases/info/%ZZ/remoteEntry.js';
    for (const [path, options] of [
      [ask(broken), {}],
      ['/packages', withCookie(broken)],
    ]) {
      const response = await request(site.config, path, options);
      expect(response.status, path).toBe(200);
      expect(response.body.toString()).toContain('<h1>All Packages</h1>');
    }
  });

  it('lets a candidate on an allowed origin into remotes.json and the CSP of that browser only', async () => {
    const cdn = 'https://cdn.test/info/5f3e9a1/remoteEntry.js';
    const page = await request(site.config, '/remotes.json', withCookie(cdn));
    expect(JSON.parse(page.body.toString()).remotes.info.entry).toBe(cdn);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.test");
    const visitor = await request(site.config, '/remotes.json');
    expect(visitor.headers['content-security-policy']).not.toContain('cdn.test');
  });
});

describe('by default (a production deployment)', () => {
  it('ignores the argument and the cookie: the live release, cacheable, no cookie set', async () => {
    for (const [path, options] of [
      [ask(candidateEntry), {}],
      ['/packages', withCookie(candidateEntry)],
    ]) {
      const response = await request(site.config, path, options);
      expect(response.body.toString()).not.toContain('the candidate');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await entries(site, withCookie(candidateEntry))).info.entry).toBe('/remotes/info/remoteEntry.js');
  });
});

describe('parseCandidates', () => {
  it('reads slice=entry pairs and drops unknown slices, empty entries and broken escapes', () => {
    expect(
      parseCandidates('packages=https://cdn.test/p/remoteEntry.js,shell=/x.js,info=,enquiry=/a%ZZ.js'),
    ).toEqual({
      packages: 'https://cdn.test/p/remoteEntry.js',
    });
  });
});
