import { packages } from '@chardham/shared/content/packages';
import { href, routeList } from '@chardham/shared/routes';
import { DEFAULT_SHARE_IMAGE } from '@chardham/shared/seo';
import { expect, test } from '../support/fixtures';
import { NO_VISIBLE_SHIFT } from '../support/measured';
import { jpegSize, pages, tagOfPath } from '../support/site';

// Every route as a visitor or a crawler reaches it, with the main heading its HTML must carry.
const targets = [
  ...routeList
    .filter((r) => !r.path.includes(':'))
    .map((r) => ({ url: r.path, heading: pages[r.id].heading })),
  ...packages
    .filter((p) => p.id !== 'custom-package')
    .map((p) => ({ url: href.packageDetail(p.id), heading: new RegExp(p.name) })),
];

/** The pages that share a picture of their own: the landing page and each package's page. */
const ownShareImage = (url: string) => url === '/' || url.startsWith('/package/');

const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');
const attr = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD nodes are read as loose JSON.
type Node = Record<string, any>;

/** The JSON-LD graph of a page's HTML. */
function structuredData(html: string): Record<string, unknown>[] {
  const json = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return (JSON.parse(json ?? '{}')['@graph'] ?? []) as Record<string, unknown>[];
}

test.describe('the initial HTML, before any JavaScript runs', () => {
  for (const { url, heading } of targets) {
    test(`${url} carries its title, description, canonical URL, share tags, heading and content`, {
      tag: tagOfPath(url),
    }, async ({ request, baseURL }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = attr(html, /<title>([^<]*)<\/title>/) ?? '';
      expect(title).toContain('Sacred Himalaya Yatra');
      expect(meta(html, 'description')?.length).toBeGreaterThan(40);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(new URL(url, baseURL).href);
      expect(meta(html, 'og:title')).toBe(title);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      if (ownShareImage(url)) {
        // The page's own card, part of its slice's release: absolute, and not the site's default.
        expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\.jpg$/);
        expect(meta(html, 'og:image')).not.toBe(new URL(DEFAULT_SHARE_IMAGE.en, baseURL).href);
      } else {
        expect(meta(html, 'og:image')).toBe(new URL(DEFAULT_SHARE_IMAGE.en, baseURL).href);
      }
      expect(meta(html, 'og:image:alt')?.length).toBeGreaterThan(20);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
      expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
      // Not yet taken over by the app: the early script holds a submit until the app marks <html>.
      expect(html).not.toMatch(/<html[^>]*data-app-ready/);
      // Painted first: the app's JavaScript is added by the early script after the first paint, so it
      // does not share the connection with the stylesheets the paint waits for.
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html).toContain('<script type="application/json" id="app-scripts">');
      const h1 = attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, '') ?? '';
      expect(h1).toMatch(heading);
      // Primary content: more than a heading (the text of the page's main region).
      const main = attr(html, /<main[^>]*>([\s\S]*)<\/main>/)?.replace(/<[^>]+>/g, ' ') ?? '';
      expect(main.replace(/\s+/g, ' ').length).toBeGreaterThan(400);
    });
  }

  test('structured data: the company everywhere, each package a TouristTrip in INR with breadcrumbs', {
    tag: '@packages',
  }, async ({ request }) => {
    const home = structuredData(await (await request.get('/')).text());
    const agency = home.find((node) => node['@type'] === 'TravelAgency') as Node;
    expect(agency.address.addressLocality).toBe('Haridwar');
    expect(agency.telephone).toMatch(/^\+91/);
    expect(agency.openingHoursSpecification).toHaveLength(2);

    for (const pkg of packages.filter((p) => p.price)) {
      const html = await (await request.get(href.packageDetail(pkg.id))).text();
      const graph = structuredData(html);
      const trip = graph.find((node) => node['@type'] === 'TouristTrip') as Node;
      expect(trip.name).toBe(pkg.name);
      expect(trip.offers).toMatchObject({ '@type': 'Offer', price: pkg.price, priceCurrency: 'INR' });
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as Node;
      expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual([
        'Home',
        'All Packages',
        pkg.name,
      ]);
      // Marketing ratings are claims, not collected reviews: never marked up as stars.
      expect(html).not.toContain('aggregateRating');
    }
  });

  test("the site's share pictures, English and Hindi, are local JPEGs of 1200x630 under 300 KB", {
    tag: '@shell',
  }, async ({ request }) => {
    const bodies = [];
    for (const path of Object.values(DEFAULT_SHARE_IMAGE)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const jpeg = await response.body();
      expect(jpegSize(jpeg)).toEqual([1200, 630]);
      expect(jpeg.length).toBeLessThan(300 * 1024);
      bodies.push(jpeg);
    }
    expect(bodies[0]?.equals(bodies[1] ?? Buffer.alloc(0))).toBe(false);
  });

  test('the home page and each package page share their own picture: 1200x630 JPEG under 300 KB', {
    tag: '@packages',
  }, async ({ request }) => {
    const seen = new Set<string>();
    for (const { url } of targets.filter((t) => ownShareImage(t.url))) {
      const html = await (await request.get(url)).text();
      const image = meta(html, 'og:image') ?? '';
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const jpeg = await response.body();
      expect(jpegSize(jpeg)).toEqual([1200, 630]);
      expect(jpeg.length).toBeLessThan(300 * 1024);
      seen.add(image);
      // What it shows, said: the package's name and price per person.
      const pkg = packages.find((p) => url === href.packageDetail(p.id));
      if (pkg?.price) {
        expect(meta(html, 'og:image:alt')).toContain(pkg.name);
        expect(meta(html, 'og:image:alt')).toContain(`₹${pkg.price.toLocaleString('en-IN')} per person`);
      }
    }
    expect(seen.size).toBe(6);
  });

  test('sitemap.xml lists every page and robots.txt points to it', { tag: '@shell' }, async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        ...targets.map((t) => new URL(t.url, baseURL).href),
        new URL(href.packageDetail('custom-package'), baseURL).href,
      ]),
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});

test.describe('the live app takes over the prerendered page', () => {
  for (const { url, heading } of targets) {
    test(`${url}: no flash, no second render, no layout shift`, { tag: tagOfPath(url) }, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.addInitScript(() => {
        const w = window as unknown as { removed: number; cls: number; firstHeading: Element | null };
        w.removed = 0;
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            w.cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root') as HTMLElement;
          w.firstHeading = root.querySelector('h1');
          new MutationObserver((records) => {
            for (const r of records) w.removed += [...r.removedNodes].filter((n) => n.nodeType === 1).length;
          }).observe(root, { childList: true, subtree: true });
        });
      });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated: interactive without replacing what was on screen.
      const result = await page.evaluate(() => {
        const w = window as unknown as { removed: number; cls: number; firstHeading: Element | null };
        return {
          removed: w.removed,
          cls: w.cls,
          sameHeading: w.firstHeading !== null && w.firstHeading === document.querySelector('#root h1'),
        };
      });
      const { cls, ...kept } = result;
      expect(kept).toEqual({ removed: 0, sameHeading: true });
      // Measured: nothing a reader could see, not exactly nothing (decision 086).
      expect(cls).toBeLessThanOrEqual(NO_VISIBLE_SHIFT);
      expect(warnings.filter((w) => w.includes('rendered again'))).toEqual([]);
    });
  }
});
