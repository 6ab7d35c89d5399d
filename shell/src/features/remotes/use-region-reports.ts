import type { SliceName } from '@chardham/shared/routes';
import { useMemo, useRef } from 'react';
import { type FallbackReason, reportFailure } from '../observability/report';

/**
 * What a region reports of its slice, besides a failed load (remote-registry) and a render error
 * (slice-error-boundary): its fallback, once each time it is shown rather than on each render, and
 * what a Retry led to.
 */
export function useRegionReports(slice: SliceName) {
  // 'live': the slice rendered, or is on its way; 'fallback': shown and reported; 'retrying': the
  // visitor pressed Retry, and the outcome is not known yet.
  const phase = useRef<'live' | 'fallback' | 'retrying'>('live');
  return useMemo(
    () => ({
      /** The fallback is on screen and not retrying: just shown, or still shown after a Retry. */
      fallbackShown(reason: FallbackReason) {
        if (phase.current === 'fallback') return;
        reportFailure(
          phase.current === 'retrying'
            ? { slice, kind: 'retry-failed' }
            : { slice, kind: 'fallback', reason },
        );
        phase.current = 'fallback';
      },
      retrying() {
        phase.current = 'retrying';
      },
      /** The slice rendered without throwing. */
      rendered() {
        if (phase.current === 'retrying') reportFailure({ slice, kind: 'retry-ok' });
        phase.current = 'live';
      },
    }),
    [slice],
  );
}
