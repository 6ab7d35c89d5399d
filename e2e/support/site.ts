import { type RouteId, routes, type SliceName } from '@chardham/shared/routes';
import type { Page } from '@playwright/test';

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

/** The shell's main module (the app itself: router, navigation, React, the federation host). */
export const shellMainModule = /\/assets\/index-[\w-]{8}\.js$/;

/** Requests for everything a slice serves (its entry and its chunks). */
export const sliceFiles = (slice: SliceName) => `**/remotes/${slice}/**`;

/**
 * Save-Data turns off what the browser does only when idle (preloading other pages, hydrating the
 * landing page ahead of the visitor), so only what the page itself needs is fetched.
 */
export async function withoutIdleWork(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
}
