/**
 * The offline page's HTML for one request: the saved pages of its language listed, and Try again
 * pointing at the page that was asked for. Every link it writes is a path on the site's own origin:
 * a path such as `//other.example/x` or `/\other.example` written as it came would be a link to
 * another site (issue 41).
 */
import { siteConfig } from '@chardham/shared/config';

export interface ListedPage {
  url: string;
  title: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** `url`'s path (and query) as a link on this site: one slash first, however its path starts. */
export function sitePath(url: string, withQuery = false): string {
  const { pathname, search } = new URL(url);
  return `/${pathname.replace(/^[/\\]+/, '')}${withQuery ? search : ''}`;
}

export function offlineHtml(template: string, pages: readonly ListedPage[], asked: string) {
  const items = pages
    .map((page) => {
      const path = new URL(page.url).pathname;
      const segments = page.title.split(' | ');
      const title =
        (segments.length > 1 ? segments.filter((s) => s !== siteConfig.brand.name) : segments).join(' | ') ||
        path;
      return `<li><a href="${escapeHtml(sitePath(page.url))}">${escapeHtml(title)}</a></li>`;
    })
    .join('');
  return template
    .replace(/<p data-saved-pages="">[\s\S]*?<\/p>/, (empty) =>
      items ? `<ul data-saved-pages="">${items}</ul>` : empty,
    )
    .replace(
      /href="[^"]*" data-try-again=""/,
      `href="${escapeHtml(sitePath(asked, true))}" data-try-again=""`,
    );
}
