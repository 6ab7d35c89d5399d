// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offlineHtml } from './offline-html';

const origin = 'https://site.example';
const template = `<main><p data-saved-pages="">Nothing saved yet.</p>
<p><a href="/" data-try-again="">Try again</a></p></main>`;
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');

describe('the offline page', () => {
  it('lists the saved pages and points Try again at the page asked for', () => {
    const html = offlineHtml(
      template,
      [{ url: `${origin}/packages`, title: 'All Packages | Sacred Himalaya Yatra' }],
      `${origin}/package/kedarnath?from=share`,
    );
    expect(html).toContain('<li><a href="/packages">All Packages</a></li>');
    expect(html).toContain('href="/package/kedarnath?from=share" data-try-again=""');
  });

  it('writes every link on the site\u2019s own origin, however the path asked for begins (issue 41)', () => {
    for (const asked of [
      `${origin}//other.example/x`,
      `${origin}/%2F/other.example/x`,
      `${origin}/\\other.example/x`,
    ]) {
      const html = offlineHtml(template, [{ url: `${origin}//other.example/saved`, title: 'Saved' }], asked);
      for (const href of hrefs(html)) {
        expect(new URL(href, `${origin}/`).origin, `${asked}: ${href}`).toBe(origin);
        expect(href, asked).toMatch(/^\/(?![/\\])/);
      }
    }
  });
});
