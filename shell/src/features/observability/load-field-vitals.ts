let requested = false;

/**
 * Draws whether this page view is one of the share the operator samples (`reportSample` of
 * /runtime-config.json) and, if it is, loads and starts the field vitals (field-vitals.ts): an
 * unsampled page view downloads no web-vitals. Unreadable settings leave the page view out rather
 * than send more than the operator allowed.
 */
export async function measureIfSampled(random: () => number = Math.random): Promise<void> {
  const { loadRuntimeConfig } = await import('@chardham/shared/supabase/runtime-config');
  const { reportSample } = await loadRuntimeConfig();
  if (random() < reportSample) (await import('./field-vitals')).measureFieldVitals();
}

/**
 * Once the page is live, when the browser is next idle: the field vitals, once per page view.
 * None of their code is in the page's first load, and none of it runs while the page is busy.
 */
export function loadFieldVitalsWhenIdle(): void {
  if (requested) return;
  requested = true;
  const start = () => void measureIfSampled().catch(() => {});
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}
