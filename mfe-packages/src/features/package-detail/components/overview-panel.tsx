import { useMessages } from '../../../i18n';
import type { DetailedPackage } from '../../../schemas/package-details';
import styles from './panels.module.css';

export function OverviewPanel({ pkg }: { pkg: DetailedPackage }) {
  const { common, detail } = useMessages();
  const t = detail.overview;
  return (
    <div className={styles.overview}>
      <section aria-labelledby="overview-highlights">
        <h2 id="overview-highlights" className={styles.heading}>
          {common.highlights}
        </h2>
        <ul className={styles.checks}>
          {pkg.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </section>
      <aside className={`ui-card ${styles.when}`} aria-labelledby="overview-season">
        <h2 id="overview-season" className={styles.heading}>
          {t.bestTime}
        </h2>
        <p className={styles.season}>{pkg.season}</p>
        <p className={styles.note}>{t.seasonNote}</p>
        <dl className={styles.meta}>
          <div>
            <dt>{t.startsFrom}</dt>
            <dd>{pkg.startingPoint}</dd>
          </div>
          <div>
            <dt>{common.destinations}</dt>
            <dd>{pkg.destinations.join(t.listSeparator)}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
