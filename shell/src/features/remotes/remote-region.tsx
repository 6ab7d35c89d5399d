import type { ModuleContracts, ModuleKey, ModuleTarget } from '@chardham/shared/contracts';
import { hydrateIsland, IslandMarkup, IslandReady } from '@chardham/shared/hydration/island';
import {
  type Location,
  NavigationContext,
  Route,
  Router,
  Routes,
  useLocation,
} from '@chardham/shared/router';
import type { RouteDef } from '@chardham/shared/routes';
import { Include } from '@chardham/shared/ssr/include';
import { type RegionLevel, regionAttributes } from '@chardham/shared/ssr/region';
import { Spinner } from '@chardham/shared/ui';
import { type ComponentType, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Root } from 'react-dom/client';
import { type FallbackReason, reportFailure } from '../observability/report';
import { type DeferredRegion, deferredRegion, regionHydrated, regionShown } from './deferred-regions';
import { fallbackReasonOf } from './load-failure';
import styles from './remote-region.module.css';
import { getLoadedModule, type LoadedComponent, loadSliceModule, prepareRetry } from './remote-registry';
import { SliceErrorBoundary } from './slice-error-boundary';
import { SliceFallback } from './slice-fallback';
import { useRegionReports } from './use-region-reports';

/** The props of any exposed module. */
type ModuleProps = ModuleContracts[ModuleKey];
type Exposed = ComponentType<ModuleProps>;

/**
 * Which module, with its contract's props: `slice`, `module` and `props` are checked together, so a
 * prop renamed in the contract is a type error wherever a region passes it.
 */
type Props = ModuleTarget & {
  level: RegionLevel;
  /** A page the server's HTML lets the visitor read before its code runs (RouteDef['hydrate']). */
  hydrate?: RouteDef['hydrate'];
  /** The route pattern a page matches (its own root matches it again, for its params). */
  pattern?: string;
  /** The slice's fragment a server render includes here (a page's key, from its path). */
  fragment?: string;
  /**
   * A class for the loading state that holds the space the module will take (slots.tsx), so what
   * follows it (the footer, a link the visitor is about to tap) stays where it is when it arrives.
   */
  reserve?: string;
};

/**
 * The one place a loaded module gets its props' type: its contract, which `releases.mjs verify`
 * checked against the release's contracts.json before it went live (decision 093).
 */
const asExposed = (Component: LoadedComponent) => Component as Exposed;

type LoadState =
  | { status: 'ready'; Component: Exposed }
  | { status: 'loading' }
  | { status: 'error'; retrying: boolean; reason: FallbackReason }
  // A region of the server's HTML, hydrated as its own root when its code arrives (deferred-regions.ts).
  | ({ status: 'deferred' } & DeferredRegion);

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Renders one exposed module of a remote. Loading reserves the region's space; a remote that is
 * down, too slow or throws shows a fallback whose Retry loads it again without a page reload.
 */
export function RemoteRegion(options: Props) {
  // The server render of a page leaves the slice's own fragment here, for the composer to fill.
  if (typeof window === 'undefined') {
    const { slice, module, level, hydrate, fragment } = options;
    return (
      <div {...regionAttributes(slice, module, level, hydrate)}>
        {fragment ? <Include slice={slice} fragment={fragment} part="body" /> : null}
      </div>
    );
  }
  return <ClientRegion {...options} />;
}

function ClientRegion({ slice, module, props, level, hydrate, pattern, reserve }: Props) {
  const [state, setState] = useState<LoadState>(() => {
    // Checked first: a region in view loads at once, and on a busy phone its code can arrive before
    // the page's hydration reaches it. It is still hydrated as its island, which also tells the early
    // script to stop holding its forms' submits.
    const region = deferredRegion(slice, module);
    if (region) return { status: 'deferred', ...region };
    const Component = getLoadedModule(slice, module);
    return Component ? { status: 'ready', Component: asExposed(Component) } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const reports = useRegionReports(slice);
  const element = useRef<HTMLDivElement>(null);
  const island = useRef<{
    root: Root;
    Component: Exposed;
    rendered: ModuleProps | null;
    location: Location | null;
  } | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  // The island's own root follows the page's router: the same location, and links that navigate it.
  const location = useLocation();
  const { navigator } = useContext(NavigationContext);
  const latestLocation = useRef<Location>(location);
  latestLocation.current = location;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) must load again.
  useEffect(() => {
    if (state.status === 'deferred') return;
    const Component = getLoadedModule(slice, module);
    if (Component) {
      setState({ status: 'ready', Component: asExposed(Component) });
      return;
    }
    // The load has just failed (before the first render): wait for the visitor's Retry.
    if (attempt === 0 && state.status === 'error') return;
    let active = true;
    setState((s) => (s.status === 'error' ? s : { status: 'loading' }));
    loadSliceModule(slice, module).then(
      (Loaded) => active && setState({ status: 'ready', Component: asExposed(Loaded) }),
      (error: unknown) => {
        console.warn(`The ${slice} slice could not be loaded.`, error);
        if (active) setState({ status: 'error', retrying: false, reason: fallbackReasonOf(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [slice, module, attempt]);

  /**
   * A region of the server's HTML is its own React root, hydrated when its code arrives: the page's
   * root keeps the server's markup untouched (the same inner HTML, never re-set) and no update of
   * the page (a navigation) ever waits for it.
   */
  const islandElement = (Component: Exposed) => (
    <Router location={latestLocation.current} navigator={navigator}>
      <Routes>
        <Route
          path={pattern ?? '*'}
          element={
            <IslandReady
              onReady={() => {
                regionHydrated(slice, module, element.current);
                if (island.current) {
                  island.current.rendered = latestProps.current;
                  island.current.location = latestLocation.current;
                }
              }}
            >
              <SliceErrorBoundary slice={slice} fallback={() => fallback(false, retry, 'render')}>
                <Component {...latestProps.current} />
              </SliceErrorBoundary>
            </IslandReady>
          }
        />
      </Routes>
    </Router>
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per deferred load.
  useEffect(() => {
    if (state.status !== 'deferred') return;
    let active = true;
    regionShown(slice, module, element.current);
    state.result.then((loaded) => {
      const container = element.current;
      if (!active || !container) return;
      if ('error' in loaded) {
        regionHydrated(slice, module, container);
        setState({ status: 'error', retrying: false, reason: fallbackReasonOf(loaded.error) });
        return;
      }
      // The server sent no HTML for it (its slice did not answer in time): rendered here instead.
      if (!state.html.__html) {
        regionHydrated(slice, module, container);
        setState({ status: 'ready', Component: asExposed(loaded.Component) });
        return;
      }
      const Component = asExposed(loaded.Component);
      const root = hydrateIsland(container, islandElement(Component), slice, () =>
        reportFailure({ slice, kind: 'hydration-error' }),
      );
      island.current = { Component, rendered: null, location: null, root };
    });
    return () => {
      active = false;
      // The page's root is removing the region: the island's root goes with it, after this commit.
      const root = island.current?.root;
      island.current = null;
      if (root) setTimeout(() => root.unmount());
    };
  }, [state]);

  // New props or a new location reach the island once it has hydrated (an update before that would
  // make React drop the server's markup and render the island afresh).
  // biome-ignore lint/correctness/useExhaustiveDependencies: props are read through latestProps.
  useEffect(() => {
    const current = island.current;
    if (!current?.rendered) return;
    if (shallowEqual(current.rendered, props) && current.location === location) return;
    current.rendered = props;
    current.location = location;
    current.root.render(islandElement(current.Component));
  }, [props, location]);

  const retry = useCallback(async () => {
    // A failed island gives the region back to the page's root, which renders the fallback.
    island.current?.root.unmount();
    island.current = null;
    reports.retrying();
    // While retrying the fallback stays; its reason was reported when it was first shown.
    setState((s) => ({
      status: 'error',
      retrying: true,
      reason: s.status === 'error' ? s.reason : 'render',
    }));
    await prepareRetry(slice).catch(() => {});
    setAttempt((n) => n + 1);
  }, [slice, reports]);

  const fallback = (retrying: boolean, onRetry: () => void, reason: FallbackReason) => (
    <SliceFallback
      slice={slice}
      level={level}
      retrying={retrying}
      onRetry={onRetry}
      onShown={() => reports.fallbackShown(reason)}
    />
  );

  // Lets the server's page name the modules it needs before it can be hydrated; a region (not a
  // page) is hydrated when the visitor gets near it.
  const marker = regionAttributes(slice, module, level, hydrate);
  if (state.status === 'deferred') return <IslandMarkup ref={element} {...marker} html={state.html} />;
  return (
    <div ref={element} {...marker}>
      {render()}
    </div>
  );

  function render() {
    if (state.status === 'loading') {
      return (
        <div
          className={[styles.loading, level === 'page' && styles.page, reserve].filter(Boolean).join(' ')}
          data-slice-loading={slice}
        >
          <Spinner />
          <span>Loading…</span>
        </div>
      );
    }
    if (state.status === 'error') return fallback(state.retrying, retry, state.reason);
    if (state.status === 'deferred') return null;

    const { Component } = state;
    return (
      <SliceErrorBoundary
        key={attempt}
        slice={slice}
        fallback={() => fallback(false, retry, 'render')}
        onRendered={reports.rendered}
      >
        <Component {...props} />
      </SliceErrorBoundary>
    );
  }
}
