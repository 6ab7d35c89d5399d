import { type ReactNode, startTransition, useEffect, useState } from 'react';
import styles from './marquee.module.css';
import { PauseButton } from './pause-button';
import { useMotionControl } from './use-motion-control';

interface MarqueeProps<T> {
  items: readonly T[];
  /**
   * How many times the list is laid out while it moves; every copy after the first is hidden and
   * inert. The copies are added on the client once the row first plays: the page's HTML (and a row
   * that stays still) carries the list once.
   */
  copies?: number;
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Names the row for assistive technology and the pause button, e.g. 'Destinations'. */
  label: string;
  /** What the pause button names, in the page's language; by default the label in lower case. */
  what?: string;
  direction?: 'left' | 'right';
  /** Seconds for one copy of the list to pass. */
  seconds: number;
  className?: string;
}

/**
 * A continuously scrolling row: it pauses on hover, on keyboard focus and with its own button, and
 * stays still under prefers-reduced-motion (then the first copy can be scrolled by hand).
 */
export function Marquee<T>({
  items,
  copies = 2,
  render,
  itemKey,
  label,
  what = label.toLowerCase(),
  direction = 'left',
  seconds,
  className,
}: MarqueeProps<T>) {
  const { id: pauseId, playing, toggle } = useMotionControl();
  // The copies only make the loop seamless. Laid out in the page's HTML they would double or
  // quadruple what a phone parses, styles and hydrates before the page is usable.
  const [looped, setLooped] = useState(false);
  useEffect(() => {
    if (playing && !looped) startTransition(() => setLooped(true));
  }, [playing, looped]);
  const laidOut = looped ? copies : 1;
  return (
    <div className={[styles.marquee, className].filter(Boolean).join(' ')}>
      <div className={styles.controls}>
        <PauseButton id={pauseId} playing={playing} onToggle={toggle} what={what} />
      </div>
      {/* Focusable so keyboard users can scroll it by hand when still, and focusing pauses it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.viewport} aria-label={label} tabIndex={0} data-playing={playing && looped}>
        <ul
          className={styles.track}
          data-direction={direction}
          data-copies={laidOut}
          // A single copy would slide out of view and leave the row empty: still until looped.
          data-playing={playing && looped}
          // The duration is data, not layout: set as a custom property by class, see marquee.module.css.
          data-speed={speedClass(seconds * copies)}
        >
          {Array.from({ length: laidOut }, (_, copy) =>
            items.map((item, index) => (
              <li
                key={`${copy}-${itemKey(item)}`}
                className={styles.item}
                aria-hidden={copy > 0 ? true : undefined}
                inert={copy > 0 ? true : undefined}
                data-copy={copy > 0 ? 'duplicate' : undefined}
              >
                {render(item, index)}
              </li>
            )),
          )}
        </ul>
      </section>
    </div>
  );
}

/** Durations come in steps so they can live in the stylesheet (no inline styles under the CSP). */
function speedClass(totalSeconds: number): string {
  const steps = [60, 90, 120, 160, 200, 240];
  return String(steps.find((s) => s >= totalSeconds) ?? steps[steps.length - 1]);
}
