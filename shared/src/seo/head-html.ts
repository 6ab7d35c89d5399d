/**
 * Head tags a page sets while it renders on the server (a package page knows its own title): the
 * server render (@chardham/build/render) reads them after the page has rendered and writes them with
 * pageHeadHtml; the browser keeps them up to date with applyPageMeta after a navigation.
 */
import type { PageMeta } from './page-meta';

let recorded: PageMeta | undefined;
export function recordServerMeta(meta: PageMeta): void {
  recorded = meta;
}
export function takeServerMeta(): PageMeta | undefined {
  const meta = recorded;
  recorded = undefined;
  return meta;
}
