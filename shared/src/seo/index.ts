export { recordServerMeta, takeServerMeta } from './head-html';
export {
  absoluteUrl,
  alternates,
  applyPageMeta,
  DEFAULT_SHARE_IMAGE,
  DEFAULT_SHARE_IMAGE_ALT,
  DEFAULT_SHARE_IMAGE_ALT_HI,
  ogLocale,
  type PageMeta,
  siteOrigin,
} from './page-meta';
export { breadcrumbs, touristTrip, travelAgency } from './structured-data';
export { usePageMeta } from './use-page-meta';
