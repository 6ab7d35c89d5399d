// @vitest-environment node
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { mockServer as server } from '@chardham/shared/testing/server';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeSite, remotesWith, request } from '../testing/fixture.mjs';
import { createComposer } from './compose.mjs';

let site;
beforeEach(() => {
  site = makeSite();
});
afterEach(() => site.cleanup());

const page = async (path) => (await request(site.config, path)).body.toString();

describe('each request composes the frame with the slice fragments', () => {
  it("puts the slice's head and body in the frame, with its asset URLs and the inline remotes document", async () => {
    const html = await page('/packages');
    expect(html).toContain('<title>All Packages | From the slice</title>');
    expect(html).not.toContain('<title>All Packages</title>');
    expect(html).toContain('<h1>All Packages</h1>');
    expect(html).toContain('<img src="/remotes/info/assets/a.webp">');
    expect(html).toContain('<nav>Site navigation</nav>');
    expect(html).not.toContain('<!--#');
  });

  it("serves a slice's rebuilt fragment on the very next request, and its rollback on the one after", async () => {
    site.write('info/html/packages/body.html', '<h1>All Packages, rebuilt</h1>');
    expect(await page('/packages')).toContain('<h1>All Packages, rebuilt</h1>');
    site.write('info/html/packages/body.html', '<h1>All Packages</h1>');
    expect(await page('/packages')).toContain('<h1>All Packages</h1>');
  });

  it("keeps the frame and the route's own title when the slice's folder is gone", async () => {
    rmSync(join(site.root, 'info'), { recursive: true, force: true });
    const response = await request(site.config, '/packages');
    const html = response.body.toString();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>All Packages</title>');
    expect(html).toContain('<nav>Site navigation</nav>');
    expect(html).toContain('<footer>Site footer</footer>');
    expect(html).toMatch(/<div data-remote-region="info\/page">\s*<\/div>/);
  });

  describe('a slice on another origin', () => {
    const origin = 'https://cdn.test/info/v2/';
    beforeEach(() => {
      site.write('remotes.json', JSON.stringify(remotesWith({ info: `${origin}remoteEntry.js` })));
    });

    it('is fetched, revalidated with its ETag, and its assets point at that origin', async () => {
      // One server: its cache lives as long as the composer.
      site.config.composer = createComposer(site.config);
      let conditional = 0;
      server.use(
        http.get(`${origin}html/packages/body.html`, ({ request: req }) => {
          if (req.headers.get('if-none-match') === '"v2"') {
            conditional += 1;
            return new HttpResponse(null, { status: 304 });
          }
          return HttpResponse.text('<h1>From the CDN</h1><img src="__SLICE_BASE__assets/b.webp">', {
            headers: { ETag: '"v2"' },
          });
        }),
        http.get(`${origin}html/packages/head.html`, () =>
          HttpResponse.text(
            '<title>CDN</title><meta property="og:image" content="__SITE_ORIGIN____SLICE_BASE__assets/s.jpg">',
          ),
        ),
      );
      const first = await page('/packages');
      expect(first).toContain(`<h1>From the CDN</h1><img src="${origin}assets/b.webp">`);
      // A share image's absolute URL is the release's, not the site's origin before it.
      expect(first).toContain(`<meta property="og:image" content="${origin}assets/s.jpg">`);
      expect(await page('/packages')).toContain('<h1>From the CDN</h1>');
      expect(conditional).toBe(1);
    });

    it('that answers 500 leaves its region empty and the rest of the page whole', async () => {
      server.use(http.get(`${origin}*`, () => new HttpResponse('down', { status: 500 })));
      const html = await page('/packages');
      expect(html).toContain('<title>All Packages</title>');
      expect(html).not.toContain('down');
      expect(html).toContain('<footer>Site footer</footer>');
    });

    it('that redirects is not followed: a fragment comes only from the origin the entry names', async () => {
      let followed = false;
      server.use(
        http.get(`${origin}html/packages/body.html`, () =>
          HttpResponse.redirect('https://internal.test/secret.html', 302),
        ),
        http.get('https://internal.test/secret.html', () => {
          followed = true;
          return HttpResponse.text('<h1>Internal</h1>');
        }),
      );
      const html = await page('/packages');
      expect(followed).toBe(false);
      expect(html).not.toContain('Internal');
      expect(html).toContain('<footer>Site footer</footer>');
    });

    it('that takes 2 s is given up after the budget: the page answers within a second', async () => {
      server.use(
        http.get(`${origin}*`, async () => {
          await delay(2000);
          return HttpResponse.text('<h1>Too late</h1>');
        }),
      );
      const started = Date.now();
      const html = await page('/packages');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(html).toContain('<title>All Packages</title>');
      expect(html).not.toContain('Too late');
    });
  });
});
