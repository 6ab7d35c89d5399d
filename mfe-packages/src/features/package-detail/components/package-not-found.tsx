import { Link } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useMessages } from '../../../i18n';
import styles from './package-not-found.module.css';

/** Spec §8: an unknown package id. */
export function PackageNotFound() {
  const t = useMessages();
  return (
    <section className={styles.page} aria-labelledby="package-not-found-title">
      <div className="ui-container">
        <h1 id="package-not-found-title">{t.notFound.title}</h1>
        <p className={styles.message}>{t.notFound.message}</p>
        <Link to={href.home()} className="ui-button ui-button--light">
          {t.common.backToHome}
        </Link>
      </div>
    </section>
  );
}
