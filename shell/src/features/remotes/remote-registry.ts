import { containerNames } from '@chardham/shared/federation/names';
import type { SliceName } from '@chardham/shared/routes';
import type { ComponentType } from 'react';
import { takeEarlyRemotes } from '../early-script/early-fetches';
import { noteManifest, noteRemotesDocument } from '../observability/releases';
import { reportFailure } from '../observability/report';
import { loadFailureKind, SliceTimeoutError } from './load-failure';
import { fetchManifest, linkExposeChunks } from './remote-manifest';
import { findSkew, hostSharedVersions, VersionSkewError } from './version-skew';

/** A remote that has not answered by then is treated as down (its region shows the fallback). */
export const REMOTE_TIMEOUT_MS = 8000;

export type RemotesDocument = { remotes: Record<SliceName, { entry: string }> };

const slices = Object.keys(containerNames) as SliceName[];

/**
 * An exposed module as it arrives: a component whose props this file does not know. Only a region
 * renders it, typed by the module's contract (ModuleContracts in @chardham/shared/contracts), which
 * `releases.mjs verify` checked against the release's own record before it went live.
 */
export type LoadedComponent = ComponentType<never>;

type FederationRuntime = typeof import('./federation-runtime');

let documentPromise: Promise<RemotesDocument> | null = null;
let registration: Promise<FederationRuntime> | null = null;
const retries: Partial<Record<SliceName, number>> = {};
/** Loaded components, readable synchronously so a revisit renders without a loading flash. */
const loaded = new Map<string, LoadedComponent>();
/** Per slice: its manifest read and its versions checked, once per registration. */
const verified = new Map<SliceName, Promise<Awaited<ReturnType<typeof fetchManifest>>>>();
/** Slices whose last load failed: idle preloading leaves them alone until a Retry. */
const failed = new Set<SliceName>();

declare const __REMOTE_ORIGINS__: readonly string[] | undefined;
/**
 * Origins this shell was built to load remotes from (REMOTE_ORIGINS at its build), besides its own.
 * An entry anywhere else is never loaded, whatever remotes.json says.
 */
const allowedOrigins: readonly string[] = typeof __REMOTE_ORIGINS__ === 'undefined' ? [] : __REMOTE_ORIGINS__;

/** The reason a slice's entry may not run here, or null. */
export function entryRefusal(slice: SliceName, entry: string): string | null {
  const { origin } = new URL(entry, window.location.href);
  if (origin === window.location.origin || allowedOrigins.includes(origin)) return null;
  return `The ${slice} slice's entry is on ${origin}, which this shell does not load remotes from (REMOTE_ORIGINS): it is not loaded.`;
}

function parseDocument(json: unknown): RemotesDocument {
  const remotes = (json as RemotesDocument | null)?.remotes;
  for (const slice of slices) {
    if (typeof remotes?.[slice]?.entry !== 'string') {
      throw new Error(`remotes.json has no entry for the ${slice} slice`);
    }
  }
  return json as RemotesDocument;
}

function entryUrl(slice: SliceName, entry: string): string {
  const attempt = retries[slice] ?? 0;
  const url = new URL(entry, window.location.href);
  // A failed module import may be cached by the browser: a retry asks for a fresh URL.
  if (attempt) url.searchParams.set('retry', String(attempt));
  return url.href;
}

const refusalsLogged = new Set<string>();
/** The refusal of a slice's entry, said once in the console. */
function refusalOf(slice: SliceName, document: RemotesDocument): string | null {
  const refusal = entryRefusal(slice, document.remotes[slice].entry);
  if (refusal && !refusalsLogged.has(refusal)) {
    refusalsLogged.add(refusal);
    console.error(refusal);
  }
  return refusal;
}

function register(runtime: FederationRuntime, slice: SliceName, document: RemotesDocument, force: boolean) {
  if (refusalOf(slice, document)) return;
  runtime.federationHost();
  runtime.registerRemotes(
    [{ name: containerNames[slice], entry: entryUrl(slice, document.remotes[slice].entry), type: 'module' }],
    { force },
  );
}

/** Fetches remotes.json once (again after a failure). */
export function loadRemotesDocument(): Promise<RemotesDocument> {
  // The early script in index.html has usually asked already; its answer is used once.
  documentPromise ??= (takeEarlyRemotes() ?? fetch('/remotes.json', { cache: 'no-cache' }))
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json();
    })
    .then((json) => {
      const document = parseDocument(json);
      noteRemotesDocument(document);
      return document;
    })
    .catch((error: unknown) => {
      documentPromise = null;
      throw error;
    });
  return documentPromise;
}

/**
 * The federation runtime with every remote of remotes.json registered: the runtime's chunk is
 * imported the first time a remote is about to run, not before (reading a manifest or prefetching
 * a slice needs no runtime).
 */
function registeredRuntime(): Promise<FederationRuntime> {
  registration ??= Promise.all([loadRemotesDocument(), import('./federation-runtime')])
    .then(([document, runtime]) => {
      for (const slice of slices) register(runtime, slice, document, false);
      return runtime;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new SliceTimeoutError(`${what} did not answer within ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const keyOf = (slice: SliceName, module: string) => `${slice}/${module}`;

export function getLoadedModule(slice: SliceName, module: string): LoadedComponent | undefined {
  return loaded.get(keyOf(slice, module));
}

/**
 * Reads the slice's build info and refuses a build against other React or React Router majors than
 * the shell's before any of its code runs (a VersionSkewError, logged once as a console error).
 */
function verifySlice(slice: SliceName, document: RemotesDocument) {
  const refusal = refusalOf(slice, document);
  if (refusal) return Promise.reject(new Error(refusal));
  let check = verified.get(slice);
  if (!check) {
    const entry = entryUrl(slice, document.remotes[slice].entry);
    check = fetchManifest(slice, entry).then((manifest) => {
      noteManifest(slice, manifest);
      const skews = findSkew(hostSharedVersions(), manifest?.buildInfo?.shared);
      if (skews.length) {
        const error = new VersionSkewError(slice, manifest?.buildInfo, skews);
        console.error(error.message);
        throw error;
      }
      return manifest;
    });
    verified.set(slice, check);
    check.catch(() => verified.delete(slice));
  }
  return check.then((manifest) => ({ manifest, entry: entryUrl(slice, document.remotes[slice].entry) }));
}

/** A slice module's load: within the shell's budget, and whenever it ends. */
export interface SliceLoad {
  /** The module, or a SliceTimeoutError once the budget (REMOTE_TIMEOUT_MS) has passed. */
  inTime: Promise<LoadedComponent>;
  /** The module whenever it arrives, or the load's own failure. */
  eventually: Promise<LoadedComponent>;
}

const loads = new Map<string, SliceLoad>();

/**
 * Starts loading an exposed page module of a slice, or joins the load under way. A failure, or the
 * budget passing, is reported once per load and not cached: the next call loads again.
 */
export function startSliceLoad(slice: SliceName, module: string): SliceLoad {
  const key = keyOf(slice, module);
  const existing = loads.get(key);
  if (existing) return existing;
  const eventually = loadRemotesDocument()
    // The runtime's chunk is preloaded with the app where a page needs it at once.
    .then((document) => Promise.all([verifySlice(slice, document), registeredRuntime()]))
    .then(([{ manifest, entry }, runtime]) => {
      if (manifest) linkExposeChunks(manifest, entry, module);
      return runtime.loadRemote<{ default?: LoadedComponent; ready?: Promise<void> }>(
        `${containerNames[slice]}/${module}`,
      );
    })
    // A module may export `ready`: what its page needs before it renders (a Hindi page's words,
    // docs/decisions/073-hindi-edition.md). Its region waits, with the server's HTML on screen.
    .then(async (exports) => {
      await exports?.ready;
      const component = exports?.default;
      if (typeof component !== 'function' && typeof component !== 'object') {
        throw new Error(`${key} has no default export`);
      }
      loaded.set(key, component);
      return component;
    });
  const load: SliceLoad = {
    eventually,
    inTime: withTimeout(eventually, REMOTE_TIMEOUT_MS, `The ${slice} slice`),
  };
  loads.set(key, load);
  // Late is not lost: a module that arrives after the budget is there for the next render.
  eventually.then(
    () => failed.delete(slice),
    () => {},
  );
  load.inTime.then(
    () => failed.delete(slice),
    (error: unknown) => {
      if (loads.get(key) === load) loads.delete(key);
      failed.add(slice);
      // Once per load: the regions waiting on it share it.
      reportFailure({ slice, kind: loadFailureKind(error) });
    },
  );
  return load;
}

/** Loads an exposed page module of a slice within the shell's budget (startSliceLoad). */
export function loadSliceModule(slice: SliceName, module: string): Promise<LoadedComponent> {
  return startSliceLoad(slice, module).inTime;
}

/**
 * Puts a slice's module in the browser's cache without running it (idle warming): its manifest is
 * read and checked, and the entry and the module's own chunks are prefetched. Running them would
 * cost a phone's main thread while the visitor is reading the current page; a prefetched module
 * runs only if the visitor goes to its page, without waiting for the network.
 */
export function prefetchSliceModule(slice: SliceName, module: string): void {
  const key = keyOf(slice, module);
  if (failed.has(slice) || loaded.has(key) || loads.has(key)) return;
  loadRemotesDocument()
    .then((document) => verifySlice(slice, document))
    .then(({ manifest, entry }) => {
      if (manifest) linkExposeChunks(manifest, entry, module, 'prefetch');
    })
    .catch(() => {});
}

/**
 * The federation runtime's chunk into the browser's cache, not run: on a page whose slice waits for
 * the visitor's reach, the first thing that reach needs. The frame names the chunk (#app-scripts).
 */
export function prefetchRuntime(): void {
  let runtime: string | undefined;
  try {
    runtime = JSON.parse(document.getElementById('app-scripts')?.textContent ?? '{}').runtime;
  } catch {
    return;
  }
  if (!runtime || document.head.querySelector(`link[href="${runtime}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  // The module loader's CORS mode, so the import finds it in the cache.
  link.crossOrigin = '';
  link.href = runtime;
  document.head.append(link);
}

/**
 * Warms a slice (hover, focus) without rendering it; errors surface when it is rendered. A
 * slice that just failed is left alone until the visitor asks for it (Retry or a navigation).
 */
export function preloadSliceModule(slice: SliceName, module: string): void {
  if (failed.has(slice) || loaded.has(keyOf(slice, module))) return;
  loadSliceModule(slice, module).catch(() => {});
}

/**
 * Before a retry: forget what failed and register the slice again under a fresh URL, so the
 * federation runtime and the browser both fetch the entry anew.
 */
export async function prepareRetry(slice: SliceName): Promise<void> {
  for (const key of [...loads.keys(), ...loaded.keys()]) {
    if (key.startsWith(`${slice}/`)) {
      loads.delete(key);
      loaded.delete(key);
    }
  }
  verified.delete(slice);
  failed.delete(slice);
  retries[slice] = (retries[slice] ?? 0) + 1;
  const [document, runtime] = await Promise.all([loadRemotesDocument(), registeredRuntime()]);
  register(runtime, slice, document, true);
}
