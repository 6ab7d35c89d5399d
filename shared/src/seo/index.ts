export { recordServerMeta, takeServerMeta } from './head-html';
export { absoluteUrl, applyPageMeta, DEFAULT_SHARE_IMAGE, type PageMeta, siteOrigin } from './page-meta';
export { breadcrumbs, touristTrip, travelAgency } from './structured-data';
