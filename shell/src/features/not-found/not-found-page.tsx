import { Link, useLocation } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useEffect } from 'react';
import { useMessages } from '../../i18n';
import styles from './not-found-page.module.css';

/** Any path outside the route table (spec §2 Not-found page). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const m = useMessages().notFound;
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className="ui-container">
        <h1 id="not-found-title" className={styles.code}>
          404
        </h1>
        <p className={styles.message}>{m.message}</p>
        <Link to={href.home()} className="ui-button ui-button--light">
          {m.home}
        </Link>
      </div>
    </section>
  );
}
