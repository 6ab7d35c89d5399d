export {
  type ImagePreload,
  recordServerMeta,
  recordServerPreload,
  takeServerMeta,
  takeServerPreloads,
} from './head-html';
export {
  absoluteUrl,
  alternates,
  applyPageMeta,
  DEFAULT_SHARE_CARD,
  DEFAULT_SHARE_IMAGE,
  ogLocale,
  type PageMeta,
  shareImageAlt,
  shareImageOf,
  siteOrigin,
} from './page-meta';
export { sitemapEntries } from './sitemap';
export { breadcrumbs, touristTrip, travelAgency } from './structured-data';
export { usePageMeta } from './use-page-meta';
