import { Link } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import styles from './package-not-found.module.css';

/** Spec §8: an unknown package id. */
export function PackageNotFound() {
  return (
    <section className={styles.page} aria-labelledby="package-not-found-title">
      <div className="ui-container">
        <h1 id="package-not-found-title">Package Not Found</h1>
        <p className={styles.message}>The package you're looking for doesn't exist.</p>
        <Link to={href.home()} className="ui-button ui-button--light">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
