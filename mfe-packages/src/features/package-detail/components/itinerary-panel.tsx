import { useMessages } from '../../../i18n';
import type { DetailedPackage } from '../../../schemas/package-details';
import styles from './panels.module.css';

export function ItineraryPanel({ pkg }: { pkg: DetailedPackage }) {
  const t = useMessages().detail.itinerary;
  return (
    <>
      <h2 className="ui-visually-hidden">{t.heading}</h2>
      <ol className={styles.days}>
        {pkg.itinerary.map((day) => (
          <li key={day.day} className={styles.day}>
            <span className={styles.dayNumber} aria-hidden="true">
              {day.day}
            </span>
            <div className={`ui-card ${styles.dayCard}`}>
              <h3 className={styles.dayTitle}>
                <span className={styles.dayLabel}>{t.day(day.day)}</span>
                <span className="ui-visually-hidden">: </span>
                {day.title}
              </h3>
              <p className={styles.dayText}>{day.description}</p>
              <ul className={styles.tags} aria-label={t.activities}>
                {day.activities.map((activity) => (
                  <li key={activity}>{activity}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
