import { type RouteId, routes, type SliceName } from '@chardham/shared/routes';

/** One concrete URL and main heading per route of the route table. */
export const pages: Record<RouteId, { url: string; heading: RegExp }> = {
  home: { url: routes.home.path, heading: /Chardham/ },
  packages: { url: routes.packages.path, heading: /^All Packages$/ },
  packageDetail: { url: '/package/complete-chardham', heading: /Chardham/ },
  becomePartner: { url: routes.becomePartner.path, heading: /^Become Our Partner$/ },
  customerSupport: { url: routes.customerSupport.path, heading: /Customer Support/ },
  privacyPolicy: { url: routes.privacyPolicy.path, heading: /^Privacy Policy$/ },
  termsConditions: { url: routes.termsConditions.path, heading: /^Terms & Conditions$/ },
};

/** Requests for everything a slice serves (its entry and its chunks). */
export const sliceFiles = (slice: SliceName) => `**/remotes/${slice}/**`;
