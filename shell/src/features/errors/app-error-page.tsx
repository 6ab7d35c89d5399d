import { href } from '@chardham/shared/routes';
import { useEffect } from 'react';
import styles from './app-error-page.module.css';

/** The generic fallback for anything unexpected in the shell itself (spec §8). */
export function AppErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    console.warn('Unexpected application error', error);
  }, [error]);
  return (
    <main className={styles.page}>
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong on our side. Please reload the page, or return to the home page.</p>
      <a className="ui-button" href={href.home()}>
        Return to Home
      </a>
    </main>
  );
}
