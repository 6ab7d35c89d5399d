import { localeOfPath, localizedPath } from '@chardham/shared/i18n';
import { href } from '@chardham/shared/routes';
import { useEffect } from 'react';
import { messagesFor } from '../../i18n';
import styles from './app-error-page.module.css';

/** The generic fallback for anything unexpected in the shell itself (spec §8). */
export function AppErrorPage({ error }: { error: unknown }) {
  // Outside the router when the router itself failed: the language comes from the address.
  const m = messagesFor(localeOfPath(window.location.pathname)).appError;
  useEffect(() => {
    console.warn('Unexpected application error', error);
  }, [error]);
  return (
    <main className={styles.page}>
      <h1>{m.title}</h1>
      <p>{m.message}</p>
      <a className="ui-button" href={localizedPath(href.home(), localeOfPath(window.location.pathname))}>
        {m.home}
      </a>
    </main>
  );
}
