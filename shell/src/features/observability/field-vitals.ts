/**
 * The page view's field vitals (web-vitals), sent in one report when the page is first hidden or
 * left: web-vitals gives LCP, CLS and INP their final values at that point (LCP already after the
 * first input). Loaded only for a sampled page view, once it is live and the browser idle
 * (load-field-vitals.ts). web-vitals reads the buffered performance entries, so LCP, FCP, TTFB and
 * CLS are the whole page view's even so; INP sees only the interactions after this module loaded.
 */
import { MAX_VITAL_MS, type vitalNames } from '@chardham/shared/observability/reports';
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { reportContext, sendReport } from './report';

export function measureFieldVitals(): void {
  // Counted under the page that was loaded, which LCP, FCP and TTFB measure, wherever the visitor
  // has gone in the app since.
  const loaded = performance.getEntriesByType?.('navigation')[0]?.name;
  const context = reportContext(loaded ? new URL(loaded).pathname : location.pathname);
  const vitals = new Map<(typeof vitalNames)[number], number>();
  const keep = ({ name, value }: MetricType) => {
    if (value >= 0 && value <= MAX_VITAL_MS) vitals.set(name, value);
  };
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep, { reportAllChanges: false });

  // web-vitals finalises LCP, CLS and INP on `visibilitychange` to hidden, listening on the window in
  // the capture phase: their final values are in by the time the event reaches the document. Not on
  // `pagehide`: a page being left fires it before `visibilitychange`, when LCP is not yet final.
  const send = () => {
    if (document.visibilityState !== 'hidden' || !vitals.size) return;
    document.removeEventListener('visibilitychange', send);
    sendReport(
      context,
      [],
      [...vitals].map(([name, value]) => ({ name, value })),
    );
  };
  document.addEventListener('visibilitychange', send);
}
