import { useMessages } from '../../../i18n';
import type { DetailedPackage } from '../../../schemas/package-details';
import styles from './panels.module.css';

export function InclusionsPanel({ pkg }: { pkg: DetailedPackage }) {
  const t = useMessages().detail.inclusions;
  return (
    <div className={styles.inclusions}>
      <section className={`ui-card ${styles.listCard}`} aria-labelledby="inclusions-included">
        <h2 id="inclusions-included" className={styles.heading}>
          {t.included}
        </h2>
        <ul className={styles.checks}>
          {pkg.inclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={`ui-card ${styles.listCard}`} aria-labelledby="inclusions-excluded">
        <h2 id="inclusions-excluded" className={styles.heading}>
          {t.excluded}
        </h2>
        <ul className={styles.crosses}>
          {pkg.exclusions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
