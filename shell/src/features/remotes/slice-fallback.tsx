import type { SliceName } from '@chardham/shared/routes';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n';
import styles from './slice-fallback.module.css';

interface Props {
  slice: SliceName;
  /** A page-level fallback carries the page's h1; an embedded one an h2. */
  level: 'page' | 'region';
  retrying: boolean;
  onRetry: () => void;
  /** The visitor is shown the fallback: at first, and again each time a Retry has failed. */
  onShown: () => void;
}

/** What a visitor sees when a slice is down, slow or broken; the rest of the site keeps working. */
export function SliceFallback({ slice, level, retrying, onRetry, onShown }: Props) {
  const Heading = level === 'page' ? 'h1' : 'h2';
  const m = useMessages().fallback;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasRetrying = useRef(false);
  useEffect(() => {
    // After a failed retry keep the keyboard where it was.
    if (wasRetrying.current && !retrying) buttonRef.current?.focus();
    wasRetrying.current = retrying;
  }, [retrying]);
  // Once per showing, not per render (its region reports it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: onShown is a new function each render.
  useEffect(() => {
    if (!retrying) onShown();
  }, [retrying]);

  return (
    <section
      className={level === 'page' ? `${styles.fallback} ${styles.page}` : styles.fallback}
      data-slice-fallback={slice}
      aria-labelledby={`slice-fallback-${slice}`}
    >
      <Heading id={`slice-fallback-${slice}`} className={styles.title}>
        {m.title(m[slice])}
      </Heading>
      <p>{m.hint}</p>
      <button ref={buttonRef} type="button" className="ui-button" onClick={onRetry} disabled={retrying}>
        {retrying ? m.retrying : m.retry}
      </button>
    </section>
  );
}
