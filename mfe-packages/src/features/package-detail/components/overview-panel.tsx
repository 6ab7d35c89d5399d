import type { DetailedPackage } from '../../../schemas/package-details';
import styles from './panels.module.css';

export function OverviewPanel({ pkg }: { pkg: DetailedPackage }) {
  return (
    <div className={styles.overview}>
      <section aria-labelledby="overview-highlights">
        <h2 id="overview-highlights" className={styles.heading}>
          Highlights
        </h2>
        <ul className={styles.checks}>
          {pkg.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <aside className={`ui-card ${styles.when}`} aria-labelledby="overview-season">
        <h2 id="overview-season" className={styles.heading}>
          Best time to visit
        </h2>
        <p className={styles.season}>{pkg.season}</p>
        <p className={styles.note}>
          The dhams are open from May until they close for winter in November. May, June and the autumn months
          bring the clearest mountain views; in the July and August monsoon, keep a spare day for road delays.
        </p>
        <dl className={styles.meta}>
          <div>
            <dt>Starts from</dt>
            <dd>{pkg.startingPoint}</dd>
          </div>
          <div>
            <dt>Destinations</dt>
            <dd>{pkg.destinations.join(', ')}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
