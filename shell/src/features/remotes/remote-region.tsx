import type { SliceName } from '@chardham/shared/routes';
import { Spinner } from '@chardham/shared/ui';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import styles from './remote-region.module.css';
import { getLoadedModule, loadSliceModule, prepareRetry, takeFailedBeforeRender } from './remote-registry';
import { SliceErrorBoundary } from './slice-error-boundary';
import { SliceFallback } from './slice-fallback';

interface Props<P> {
  slice: SliceName;
  module: string;
  props: P;
  level: 'page' | 'region';
}

type LoadState =
  // biome-ignore lint/suspicious/noExplicitAny: the exposed module's props are P.
  | { status: 'ready'; Component: ComponentType<any> }
  | { status: 'loading' }
  | { status: 'error'; retrying: boolean };

/**
 * Renders one exposed module of a remote. Loading reserves the region's space; a remote that is
 * down, too slow or throws shows a fallback whose Retry loads it again without a page reload.
 */
export function RemoteRegion<P extends object>({ slice, module, props, level }: Props<P>) {
  const [state, setState] = useState<LoadState>(() => {
    const Component = getLoadedModule(slice, module);
    if (Component) return { status: 'ready', Component };
    return takeFailedBeforeRender(slice, module)
      ? { status: 'error', retrying: false }
      : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) must load again.
  useEffect(() => {
    const Component = getLoadedModule(slice, module);
    if (Component) {
      setState({ status: 'ready', Component });
      return;
    }
    // The load has just failed (before the first render): wait for the visitor's Retry.
    if (attempt === 0 && state.status === 'error') return;
    let active = true;
    setState((s) => (s.status === 'error' ? s : { status: 'loading' }));
    loadSliceModule(slice, module).then(
      (Loaded) => active && setState({ status: 'ready', Component: Loaded }),
      (error: unknown) => {
        console.warn(`The ${slice} slice could not be loaded.`, error);
        if (active) setState({ status: 'error', retrying: false });
      },
    );
    return () => {
      active = false;
    };
  }, [slice, module, attempt]);

  const retry = useCallback(async () => {
    setState({ status: 'error', retrying: true });
    await prepareRetry(slice).catch(() => {});
    setAttempt((n) => n + 1);
  }, [slice]);

  const fallback = (retrying: boolean, onRetry: () => void) => (
    <SliceFallback slice={slice} level={level} retrying={retrying} onRetry={onRetry} />
  );

  return (
    // The marker lets the prerendered page name the modules it needs before it can be hydrated.
    <div className={styles.region} data-remote-region={`${slice}/${module}`}>
      {render()}
    </div>
  );

  function render() {
    if (state.status === 'loading') {
      return (
        <div
          className={level === 'page' ? `${styles.loading} ${styles.page}` : styles.loading}
          data-slice-loading={slice}
        >
          <Spinner />
          <span>Loading…</span>
        </div>
      );
    }
    if (state.status === 'error') return fallback(state.retrying, retry);

    const { Component } = state;
    return (
      <SliceErrorBoundary key={attempt} fallback={() => fallback(false, retry)}>
        <Component {...props} />
      </SliceErrorBoundary>
    );
  }
}
