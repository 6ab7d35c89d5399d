import { answersWithoutCode, early, whenNear } from '@chardham/shared/hydration';
import { adoptServerMarkup, serverMarkupTaken } from '@chardham/shared/hydration/island';
import type { SliceName } from '@chardham/shared/routes';
import type { HydrateWhen } from '@chardham/shared/ssr/region';
import { SliceTimeoutError } from './load-failure';
import {
  type LoadedComponent,
  prefetchRuntime,
  prefetchSliceModule,
  type SliceLoad,
  startSliceLoad,
} from './remote-registry';
import { recordTypedFields } from './typed-fields';
import { whenIdleAfterLoad, whenReached } from './when-reached';

/**
 * Regions of the server's page, each hydrated as its own root from the HTML its slice rendered: a
 * page as soon as its code is loaded, a region further down (an enquiry form) when the visitor gets
 * near it, and a page that needs no code to be read (the landing page) when the visitor reaches for
 * it, so those slices' code stays out of the first load; while the browser is idle it is only fetched
 * into the cache, not run. Until then the region is the server's
 * HTML, which can already be read, typed into and submitted (the early script holds a submit; see
 * @chardham/shared/hydration). docs/decisions/062-deferred-regions.md, 065-slice-html.md.
 */

/** The module loaded for a deferred region: the region renders it with its contract's props. */
export type DeferredResult = { Component: LoadedComponent } | { error: unknown };

/** A deferred region as its first render sees it: its server markup, and its load. */
export interface DeferredRegion {
  html: { __html: string };
  result: Promise<DeferredResult>;
}

const deferred = new Map<string, DeferredRegion>();
/** The element each deferred region is watched on, and how to watch another (regionShown). */
const watching = new Map<string, { element: HTMLElement; watch: (element: HTMLElement) => void }>();
/** Pages (not regions further down) whose root has not hydrated yet: the app is live after them. */
const pagesPending = new Set<Element>();
const whenPagesHydrated: (() => void)[] = [];

const earlyPending = (): Set<Element> | undefined => early()?.pending;

/** Presses again the buttons pressed in the region before it hydrated (the early script kept them). */
function replayPresses(region: Element): void {
  const pressed = early()?.pressed;
  if (!pressed) return;
  for (const button of pressed.filter((b) => region.contains(b))) {
    pressed.splice(pressed.indexOf(button), 1);
    if (button instanceof HTMLElement && button.isConnected) button.click();
  }
}

/**
 * A region showing the server's HTML keeps it while its code is late: a page the visitor can read
 * is better than a fallback saying it could not be loaded (docs/decisions/092-late-code-keeps-the-page.md).
 * Past the shell's budget it gives up only when the visitor asks for what needs the code: a button
 * in it pressed (before or after the budget passed) or a form in it submitted; a failed load gives
 * up at once.
 */
function patientLoad(element: Element, slice: SliceName, module: string): SliceLoad['eventually'] {
  const load = startSliceLoad(slice, module);
  if (!element.hasChildNodes()) return load.inTime;
  return new Promise((resolve, reject) => {
    load.eventually.then(resolve, reject);
    load.inTime.catch((error: unknown) => {
      if (!(error instanceof SliceTimeoutError)) return;
      const state = early();
      const waiting = () =>
        Boolean(state?.pressed?.some((button) => element.contains(button))) ||
        Boolean(state?.held?.form && element.contains(state.held.form));
      if (waiting()) {
        reject(error);
        return;
      }
      // After the early script's listeners (registered first): a control it answered went no further.
      const stop = () => {
        document.removeEventListener('click', asked, true);
        document.removeEventListener('submit', asked, true);
      };
      const asked = (event: Event) => {
        const target = event.target instanceof Element ? event.target : null;
        const wants = event.type === 'submit' ? target : target?.closest('button');
        if (!wants || !element.contains(wants) || answersWithoutCode(wants)) return;
        stop();
        reject(error);
      };
      document.addEventListener('click', asked, true);
      document.addEventListener('submit', asked, true);
      load.eventually.then(stop, stop);
    });
  });
}

/**
 * main.tsx, before hydrating: this region of the server's HTML is hydrated as its own root once its
 * code is loaded: at once for a page, or `when` the visitor gets near or reaches for it. Its form
 * submits (and button presses) are held meanwhile, and what was typed into it is recorded just before
 * it hydrates. The app is live once the regions hydrated at once have.
 */
export function deferRegion(
  element: HTMLElement,
  slice: SliceName,
  module: string,
  when?: HydrateWhen,
): void {
  earlyPending()?.add(element);
  if (!when) pagesPending.add(element);
  const key = `${slice}/${module}`;
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  const watch = (target: HTMLElement) => {
    const trigger = when === 'near' ? whenNear(target) : when === 'intent' ? whenReached(target) : undefined;
    (trigger ?? Promise.resolve()).then(() => reach());
  };
  watching.set(key, { element, watch });
  watch(element);
  if (when === 'intent') {
    // What the reach will run, in the cache beforehand: the federation runtime and the page's module.
    const cancel = whenIdleAfterLoad(() => {
      prefetchRuntime();
      prefetchSliceModule(slice, module);
    });
    reached.then(cancel);
  }
  // The region's element as it is on the page when the load starts (regionShown may have replaced it).
  const current = () => watching.get(key)?.element ?? element;
  const result = reached
    .then(() => patientLoad(current(), slice, module))
    .then(
      (Component): DeferredResult => {
        recordTypedFields(current());
        return { Component };
      },
      (error: unknown): DeferredResult => {
        console.warn(`The ${slice} slice could not be loaded.`, error);
        return { error };
      },
    );
  const html = adoptServerMarkup(element) ?? { __html: '' };
  // Kept here for the region's renders (deferredRegion), not adopted by anything else.
  serverMarkupTaken(element);
  deferred.set(key, { html, result });
}

/**
 * The region's element as the page's render shows it. It is the server's own, unless the page
 * around it was rendered again in the browser (a hydration mismatch), which put a copy of its
 * markup in its place: the visitor's approach is then watched on the copy, and the early script
 * holds the copy's forms, or the region would never load, and its form would submit as a plain
 * GET, what the visitor typed in the URL.
 */
export function regionShown(slice: SliceName, module: string, element: HTMLElement | null): void {
  const watched = watching.get(`${slice}/${module}`);
  if (!watched || !element || watched.element === element || watched.element.isConnected) return;
  const pending = earlyPending();
  if (pending?.delete(watched.element)) pending.add(element);
  if (pagesPending.delete(watched.element)) pagesPending.add(element);
  watched.element = element;
  watched.watch(element);
}

/** The region's first render on a server page: its deferred load, if it has one. */
export function deferredRegion(slice: SliceName, module: string): DeferredRegion | undefined {
  return deferred.get(`${slice}/${module}`);
}

/** The region has hydrated: its forms submit through the app now, and a later render loads anew. */
export function regionHydrated(slice: SliceName, module: string, element: Element | null): void {
  deferred.delete(`${slice}/${module}`);
  watching.delete(`${slice}/${module}`);
  if (!element) return;
  earlyPending()?.delete(element);
  replayPresses(element);
  pagesPending.delete(element);
  if (pagesPending.size === 0) for (const callback of whenPagesHydrated.splice(0)) callback();
}

/** Runs `callback` once every page region of the server's HTML has hydrated (or shown its fallback). */
export function onPagesHydrated(callback: () => void): void {
  if (pagesPending.size === 0) callback();
  else whenPagesHydrated.push(callback);
}
