import type { DetailedPackage } from '../../../schemas/package-details';
import styles from './panels.module.css';

export function ItineraryPanel({ pkg }: { pkg: DetailedPackage }) {
  return (
    <>
      <h2 className="ui-visually-hidden">Day-by-day itinerary</h2>
      <ol className={styles.days}>
        {pkg.itinerary.map((day) => (
          <li key={day.day} className={styles.day}>
            <span className={styles.dayNumber} aria-hidden="true">
              {day.day}
            </span>
            <div className={`ui-card ${styles.dayCard}`}>
              <h3 className={styles.dayTitle}>
                <span className={styles.dayLabel}>Day {day.day}</span>
                <span className="ui-visually-hidden">: </span>
                {day.title}
              </h3>
              <p className={styles.dayText}>{day.description}</p>
              <ul className={styles.tags} aria-label="Activities">
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
