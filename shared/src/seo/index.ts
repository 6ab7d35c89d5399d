export { recordServerMeta, takeServerMeta } from './head-html';
export {
  absoluteUrl,
  applyPageMeta,
  DEFAULT_SHARE_IMAGE,
  type PageMeta,
  shareImageAlt,
  siteOrigin,
} from './page-meta';
export { breadcrumbs, touristTrip, travelAgency } from './structured-data';
export { usePageMeta } from './use-page-meta';
