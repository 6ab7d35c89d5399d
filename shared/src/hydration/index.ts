/**
 * What a visitor did on a server page before the app took it over. On a slow phone the page is
 * on screen, and can be typed into and submitted, seconds before the app's JavaScript runs:
 *
 * - the shell's early script holds a submitted form (the browser would send it as a GET, putting
 *   what was typed in the address bar) until the app is live;
 * - the shell records what was typed into each form just before hydration, because hydration
 *   resets a controlled select to its state (shell/src/features/remotes/typed-fields.ts);
 * - the form's draft (`useSessionDraft`) adopts both once it is mounted.
 *
 * Shell and slices are built apart, so the record is a property of `globalThis`, not a module.
 */

import { useSyncExternalStore } from 'react';
import { early, type TypedFields } from './early-state';

export type { EarlyState, TypedFields } from './early-state';
export { early } from './early-state';

/** A field's value if the visitor (or the browser's autofill or restore) changed it from the HTML's. */
/**
 * A button that does its work as HTML, with no code (it opens or closes a popover): pressed before
 * its region is live it has already done it, so it is neither held nor pressed again.
 */
export const answersWithoutCode = (button: Element): boolean =>
  button.hasAttribute('popovertarget') || button.hasAttribute('commandfor');

export function changedValue(field: Element): string | undefined {
  if (field instanceof HTMLSelectElement) {
    const changed = [...field.options].some((option) => option.selected !== option.defaultSelected);
    return changed ? field.value : undefined;
  }
  if (field instanceof HTMLTextAreaElement) {
    return field.value !== field.defaultValue ? field.value : undefined;
  }
  if (field instanceof HTMLInputElement) {
    if (['checkbox', 'radio', 'hidden', 'submit', 'button', 'reset', 'file'].includes(field.type)) {
      return undefined;
    }
    return field.value !== field.defaultValue ? field.value : undefined;
  }
  return undefined;
}

/**
 * A form's draft, once mounted: what was typed into it before hydration (given once). Selects come
 * from the record made before hydration (hydration resets them); text fields are read as they are
 * now, as hydration leaves them alone and the visitor may have typed on while it ran.
 */
export function takeTypedFields(form: HTMLFormElement | null): TypedFields {
  if (!form) return {};
  const typed = early()?.typed;
  const values: TypedFields = { ...typed?.get(form) };
  typed?.delete(form);
  early()?.watched?.delete(form);
  if (!early()) return values;
  for (const field of form.elements) {
    const name = field.getAttribute('name');
    if (!name || field instanceof HTMLSelectElement) continue;
    const value = changedValue(field);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * A form's draft, once mounted: whether this form was submitted before the app was live. The
 * caller submits it again once its adopted values have rendered.
 */
export function takeHeldSubmit(form: HTMLFormElement | null): boolean {
  const held = early()?.held;
  if (!form || held?.form !== form) return false;
  held.form = null;
  return true;
}

/** How far ahead of the viewport a deferred part of the page starts loading. */
const AHEAD = '600px 0px';

/**
 * Events by which a visitor reaches into a part of the page, listened for on the document: React
 * stops an event aimed at a part of its tree it has not hydrated yet at its root, so the element
 * itself might never hear it.
 */
export function onReach(element: HTMLElement, types: readonly string[], reached: () => void): () => void {
  const reach = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) reached();
  };
  for (const type of types) document.addEventListener(type, reach, true);
  return () => {
    for (const type of types) document.removeEventListener(type, reach, true);
  };
}

/**
 * Resolves when the element is near the viewport, or when the visitor reaches into it first (focus,
 * tap, key). For parts of a server page that are hydrated only then.
 */
export function whenNear(element: HTMLElement, ahead = AHEAD): Promise<void> {
  return new Promise((resolve) => {
    // A `display: contents` wrapper has no box of its own: its children are what an observer sees.
    const targets = [...element.children];
    let observer: IntersectionObserver | undefined;
    let stop = () => {};
    const done = () => {
      observer?.disconnect();
      stop();
      resolve();
    };
    if (typeof IntersectionObserver !== 'function' || targets.length === 0) {
      done();
      return;
    }
    stop = onReach(element, ['focusin', 'pointerdown', 'keydown'], done);
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: ahead,
    });
    for (const target of targets) observer.observe(target);
  });
}

/**
 * What a control marked `data-early` was left showing by the early script before its code ran
 * (docs/decisions/088-controls-before-their-code.md): an attribute of the element with this id, for
 * the component's first render, so that hydration renders what is on screen. Null in a server
 * render, and where no such element is on the page (a page rendered in the browser).
 */
export function earlyAttribute(id: string, name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(id)?.getAttribute(name) ?? null;
}

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in a server render and while hydrating the server's markup, true from the render after:
 * for what the server's HTML leaves out and the browser adds once the component is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
