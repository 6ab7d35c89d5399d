// The page's early-script global (`globalThis.__chardhamEarly`), read in page.evaluate below.
import type {} from '@chardham/shared/hydration/early-state';
import { matchRoute, type RouteId, routes, type SliceName } from '@chardham/shared/routes';
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

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

/**
 * A slow phone: the server's page is on screen and the app's own JavaScript has not arrived. The
 * shell's main module is held until the returned function releases it.
 */
export function holdAppCode(target: Page | BrowserContext): Promise<() => void> {
  return hold(target, shellMainModule);
}

/** Requests matching `pattern` wait until the returned function releases them. */
async function hold(target: Page | BrowserContext, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A slice's code waits until the returned function releases it; its stylesheet, which a server page
 * is painted with, comes as usual.
 */
export const holdSliceCode = (page: Page, slice: SliceName) => hold(page, `${sliceFiles(slice)}.js`);

/** Resolves once the shell's app has run on a server page and waits for its regions' code. */
export async function shellWaitingForSlices(page: Page) {
  await page.waitForFunction(() => (globalThis.__chardhamEarly?.pending?.size ?? 0) > 0);
}

/**
 * Opens `path` as a slow phone first shows it: the server's page and the early script only, the
 * app's own code held until the returned function releases it.
 */
export async function beforeTheCode(page: Page, path: string): Promise<() => void> {
  const release = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

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

/** The slice tag of a page: the slice its route belongs to, `@shell` for what no route names. */
export function tagOfPath(path: string): `@${SliceName | 'shell'}` {
  return `@${matchRoute(path.split('?')[0] ?? '')?.slice ?? 'shell'}`;
}

/**
 * The landing page's code loads on the visitor's intent (decision 069): the pointer reaches for it,
 * and the page is live once its region has hydrated. For tests that then run the page's own timers.
 */
export async function reachLandingPage(page: Page) {
  const heading = page.locator('#home h1');
  await heading.hover();
  await expectLive(heading);
}

/**
 * Resolves once the region that holds `target` has hydrated: the page is live there. A visitor can
 * type into the server's HTML before that; a test of what the live page does waits for it.
 */
export async function expectLive(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      target.evaluate((element) =>
        [...(globalThis.__chardhamEarly?.pending ?? [])].some((region) => region.contains(element)),
      ),
    )
    .toBe(false);
}

/** Every region of the page live and every lazy section rendered: the page as a reader ends up seeing it. */
export async function reachLive(page: Page) {
  await page.mouse.move(5, 5);
  await page.keyboard.press('End');
  // A region comes to life when the visitor gets near it or reaches for it (a scroll of the page).
  // One End can land before the page has its full height and leave a region out of view for good (a
  // clean-clone run on /hi/packages), or before the region listens for the reach, and a region
  // already in view at the bottom of the page is not scrolled to again (a clean-clone run on /), nor
  // one at the top, where the End and the first scroll both came before the shell listened (a
  // clean-clone run on /hi/): each region still waiting is brought into view in turn, and the page
  // is scrolled a little down and back, as a reader's thumb would, which scrolls it whichever end it
  // is at. The code of a region reached may take a while on a loaded machine.
  await expect
    .poll(
      async () => {
        const waiting = await page.evaluate(() => {
          const [region, ...others] = [...(globalThis.__chardhamEarly?.pending ?? [])];
          // A region is a `display: contents` wrapper: having no box, it cannot be scrolled into
          // view itself; its first child can.
          (region?.firstElementChild ?? region)?.scrollIntoView();
          return region ? others.length + 1 : 0;
        });
        if (waiting) {
          await page.mouse.wheel(0, 40);
          await page.mouse.wheel(0, -40);
        }
        return waiting;
      },
      { timeout: 45_000 },
    )
    .toBe(0);
  await page.waitForLoadState('networkidle');
}

/** A JPEG's [width, height], from its frame header (SOF0/SOF2: height, then width). */
export function jpegSize(jpeg: Buffer): [number, number] {
  let i = 2;
  while (i < jpeg.length && !(jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2))) {
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return [jpeg.readUInt16BE(i + 7), jpeg.readUInt16BE(i + 5)];
}
