export { absoluteUrl, applyPageMeta, DEFAULT_SHARE_IMAGE, type PageMeta } from './page-meta';
export { breadcrumbs, touristTrip, travelAgency } from './structured-data';
