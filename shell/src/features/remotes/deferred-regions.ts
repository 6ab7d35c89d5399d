import { recordTypedFields, whenNear } from '@chardham/shared/hydration';
import type { SliceName } from '@chardham/shared/routes';
import type { ComponentType } from 'react';
import { loadSliceModule } from './remote-registry';

/**
 * Regions of a prerendered page that are hydrated when the visitor gets near them, not at start
 * (an enquiry form at the bottom of a page): their slice's code stays out of the first load, and
 * the page becomes interactive sooner. Until then the region is the prerendered HTML, which can
 * already be read, typed into and submitted (the early script holds a submit; see
 * @chardham/shared/hydration). docs/decisions/062-deferred-regions.md.
 */

// biome-ignore lint/suspicious/noExplicitAny: the exposed module's props are the region's.
export type DeferredResult = { Component: ComponentType<any> } | { error: unknown };

/** A deferred region as its first render sees it: its prerendered markup, and its load. */
export interface DeferredRegion {
  html: { __html: string };
  result: Promise<DeferredResult>;
}

const deferred = new Map<string, DeferredRegion>();

const earlyPending = (): Set<Element> | undefined =>
  (globalThis as { __chardhamEarly?: { pending?: Set<Element> } }).__chardhamEarly?.pending;

/**
 * main.tsx, before hydrating: this prerendered region waits until it is near. Its form submits are
 * held meanwhile, and what was typed into it is recorded just before it hydrates.
 */
export function deferRegion(element: HTMLElement, slice: SliceName, module: string): void {
  earlyPending()?.add(element);
  const result = whenNear(element)
    .then(() => loadSliceModule(slice, module))
    .then(
      (Component): DeferredResult => {
        recordTypedFields(element);
        return { Component };
      },
      (error: unknown): DeferredResult => {
        console.warn(`The ${slice} slice could not be loaded.`, error);
        return { error };
      },
    );
  deferred.set(`${slice}/${module}`, { html: { __html: element.innerHTML }, result });
}

/** The region's first render on a prerendered page: its deferred load, if it has one. */
export function deferredRegion(slice: SliceName, module: string): DeferredRegion | undefined {
  return deferred.get(`${slice}/${module}`);
}

/** The region has hydrated: its forms submit through the app now, and a later render loads anew. */
export function regionHydrated(slice: SliceName, module: string, element: Element | null): void {
  deferred.delete(`${slice}/${module}`);
  if (element) earlyPending()?.delete(element);
}

/** The page is rendered afresh instead of hydrated (a slice failed): every region loads as usual. */
export function forgetDeferredRegions(): void {
  deferred.clear();
  earlyPending()?.clear();
}
