/**
 * What the shell's early script (shell/src/features/early-script/early-script.ts) leaves on
 * `globalThis.__chardhamEarly` for the app, typed once. Shell and slices are built apart, so the
 * record is a property of `globalThis`, not a module. Every part is optional to its readers: a
 * standalone slice has no early script, and tests set only the part they exercise.
 */

export type TypedFields = Record<string, string>;

export interface EarlyState {
  /** remotes.json, requested by the early script; the app takes it once (early-fetches.ts). */
  remotes?: Promise<Response>;
  /** Each slice's mf-manifest.json, requested for the entry it was found at; taken once. */
  manifests?: Partial<Record<string, { entry: string; response: Promise<Response> }>>;
  /** A form submitted before the app was live, submitted again once it is (app/app-ready.ts). */
  held?: { form: HTMLFormElement | null };
  /** Regions hydrated only when the visitor gets near them (features/remotes/deferred-regions.ts). */
  pending?: Set<Element>;
  /** Buttons pressed in a pending region, pressed again once it has hydrated. */
  pressed?: Element[];
  /**
   * Island containers whose React root exists (hydrateIsland): the early script leaves their
   * controls to React from then on (docs/decisions/088-controls-before-their-code.md).
   */
  owned?: WeakSet<Element>;
  /** Controls the early script answered (decision 088): a region holding one was reached for. */
  answered?: Element[];
  /** What was typed into each form just before hydration (recordTypedFields). */
  typed?: WeakMap<HTMLFormElement, TypedFields>;
  /** Forms recorded whose draft has not adopted the record yet. */
  watched?: WeakSet<HTMLFormElement>;
  watching?: boolean;
}

declare global {
  // A `var`, as a global property must be declared; set by the early script, read through early().
  var __chardhamEarly: EarlyState | undefined;
}

/** The early script's record on this page, if it ran. */
export const early = (): EarlyState | undefined => globalThis.__chardhamEarly;
