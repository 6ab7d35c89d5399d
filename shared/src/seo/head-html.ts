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

/** A picture the page shows first (its largest paint): the head preloads it. */
export interface ImagePreload {
  /** The AVIF candidates: every browser that can preload by `imagesrcset` reads AVIF. */
  srcset: string;
  sizes: string;
}

let preloads: ImagePreload[] = [];
/** Called while a page renders on the server, by each picture it marks as its priority. */
export function recordServerPreload(preload: ImagePreload): void {
  if (!preloads.some((p) => p.srcset === preload.srcset)) preloads.push(preload);
}
export function takeServerPreloads(): ImagePreload[] {
  const taken = preloads;
  preloads = [];
  return taken;
}
