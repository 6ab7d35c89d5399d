import type { SliceName } from '@chardham/shared/routes';
import { useEffect, useRef } from 'react';
import styles from './slice-fallback.module.css';

const sliceLabels: Record<SliceName, string> = {
  marketing: 'The home page',
  packages: 'Our packages',
  enquiry: 'The enquiry form',
  info: 'This page',
};

interface Props {
  slice: SliceName;
  /** A page-level fallback carries the page's h1; an embedded one an h2. */
  level: 'page' | 'region';
  retrying: boolean;
  onRetry: () => void;
}

/** What a visitor sees when a slice is down, slow or broken; the rest of the site keeps working. */
export function SliceFallback({ slice, level, retrying, onRetry }: Props) {
  const Heading = level === 'page' ? 'h1' : 'h2';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasRetrying = useRef(false);
  useEffect(() => {
    // After a failed retry keep the keyboard where it was.
    if (wasRetrying.current && !retrying) buttonRef.current?.focus();
    wasRetrying.current = retrying;
  }, [retrying]);

  return (
    <section
      className={level === 'page' ? `${styles.fallback} ${styles.page}` : styles.fallback}
      data-slice-fallback={slice}
      aria-labelledby={`slice-fallback-${slice}`}
    >
      <Heading id={`slice-fallback-${slice}`} className={styles.title}>
        {sliceLabels[slice]} could not be loaded
      </Heading>
      <p>Please check your connection and try again. Everything else on the site still works.</p>
      <button ref={buttonRef} type="button" className="ui-button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
