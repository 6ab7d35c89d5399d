import { useEffect, useState } from 'react';

/**
 * The hero's slide index (spec §4): advances every `intervalMs` while `running`, wraps from the last
 * slide to the first, and a jump restarts the wait so the chosen slide gets its full time.
 */
export function useSlideshow(count: number, intervalMs: number, running: boolean, first = 0) {
  const [index, setIndex] = useState(first);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new index (a tick or a jump) restarts the wait
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, count, intervalMs, index]);
  return { index, goTo: setIndex };
}
