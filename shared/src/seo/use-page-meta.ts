import { useLocale } from '@chardham/shared/router';
import { useEffect } from 'react';
import { localizedPath } from '../i18n/index.mjs';
import { recordServerMeta } from './head-html';
import { applyPageMeta, type PageMeta } from './page-meta';

/**
 * Head tags for a page that sets its own (its data, its share image). Its route is marked `ownMeta` in
 * the route table, so the shell leaves its title, description and JSON-LD to this page.
 */
export function usePageMeta(pageMeta: PageMeta) {
  // The page says where it is in English; a Hindi page's canonical URL is its /hi/ one.
  const meta = { ...pageMeta, path: localizedPath(pageMeta.path, useLocale()) };
  // One key for the effect: a new object each render must not re-apply identical tags.
  const key = JSON.stringify(meta);
  // The server render writes them into the page's head fragment.
  if (typeof document === 'undefined') recordServerMeta(meta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `meta`, serialised.
  useEffect(() => {
    applyPageMeta(meta);
  }, [key]);
}
