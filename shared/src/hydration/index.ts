/**
 * What a visitor did on a server page before the app took it over. On a slow phone the page is
 * on screen, and can be typed into and submitted, seconds before the app's JavaScript runs:
 *
 * - the shell's early script holds a submitted form (the browser would send it as a GET, putting
 *   what was typed in the address bar) until the app is live;
 * - the shell records what was typed into each form just before hydration, because hydration
 *   resets a controlled select to its state;
 * - the form's draft (`useSessionDraft`) adopts both once it is mounted.
 *
 * Shell and slices are built apart, so the record is a property of `globalThis`, not a module.
 */

import { early, type TypedFields } from './early-state';

export type { EarlyState, TypedFields } from './early-state';
export { early } from './early-state';

/** A field's value if the visitor (or the browser's autofill or restore) changed it from the HTML's. */
function changedValue(field: Element): string | undefined {
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
 * A choice made in a recorded form before its draft adopts the record. Hydration runs as a
 * transition, spread over many frames, so a select can be changed after the record and then reset
 * when hydration reaches it: the change is added to the record.
 */
function onChange(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLSelectElement) || !field.form || !field.name) return;
  const state = early();
  if (!state?.typed || !state.watched?.has(field.form)) return;
  state.typed.set(field.form, { ...state.typed.get(field.form), [field.name]: field.value });
}

/** The shell, right before hydrating: note what was typed into each form under `root`. */
export function recordTypedFields(root: ParentNode): void {
  const state = early();
  if (!state) return;
  // One record for the page: regions hydrate one by one, each adds its own forms.
  const typed = state.typed ?? new WeakMap<HTMLFormElement, TypedFields>();
  const watched = state.watched ?? new WeakSet<HTMLFormElement>();
  for (const form of root.querySelectorAll('form')) {
    const values: TypedFields = {};
    for (const field of form.elements) {
      const name = field.getAttribute('name');
      const value = changedValue(field);
      if (name && value !== undefined) values[name] = value;
    }
    if (Object.keys(values).length > 0) typed.set(form, values);
    watched.add(form);
  }
  state.typed = typed;
  state.watched = watched;
  if (!state.watching) {
    state.watching = true;
    document.addEventListener('change', onChange, true);
  }
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
function onReach(element: HTMLElement, types: readonly string[], reached: () => void): () => void {
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

type Connection = { saveData?: boolean; effectiveType?: string };

/** The visitor asked to save data, or is on 2G: nothing is fetched that they did not ask for. */
export function savingData(win: Window = window): boolean {
  const connection = (win.navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * Resolves when the visitor reaches for a server page that can be read and followed without its
 * code (a tap, key, focus or pointer in it, a scroll of the page), or when the browser is idle after
 * the page has loaded: its code then never competes with what the first paint needs. With Save-Data
 * or on 2G only the visitor's reach loads it (docs/decisions/069-landing-hydrates-on-intent.md).
 */
export function whenReached(element: HTMLElement, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let cancelIdle = () => {};
    const stopReach = onReach(element, ['focusin', 'pointerdown', 'keydown', 'pointerover'], () => done());
    const start = () => {
      if ('requestIdleCallback' in win) {
        const id = win.requestIdleCallback(() => done(), { timeout: 4000 });
        cancelIdle = () => win.cancelIdleCallback(id);
      } else {
        const id = (win as Window).setTimeout(() => done(), 2000);
        cancelIdle = () => (win as Window).clearTimeout(id);
      }
    };
    const done = () => {
      stopReach();
      win.document.removeEventListener('scroll', done);
      win.removeEventListener('load', start);
      cancelIdle();
      resolve();
    };
    // Only the document's own scroll: an element's does not bubble here.
    win.document.addEventListener('scroll', done, { passive: true });
    if (savingData(win)) return;
    if (win.document.readyState === 'complete') start();
    else win.addEventListener('load', start, { once: true });
  });
}
