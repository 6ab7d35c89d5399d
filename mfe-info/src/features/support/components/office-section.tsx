import { siteConfig } from '@chardham/shared/config';
import { Icon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import styles from './office-section.module.css';

/** Visit Our Office: the Haridwar address and the support desk's hours (spec §2, §9). */
export function OfficeSection() {
  const { office } = siteConfig;
  return (
    <section className="ui-section" aria-labelledby="office-heading">
      <div className="ui-container">
        <SectionHeading
          id="office-heading"
          eyebrow="Haridwar"
          title="Visit Our Office"
          intro="Every yatra starts from Haridwar. Drop in before your journey to meet the team that will look after you."
        />
        <div className={styles.grid}>
          <div className={`ui-card ${styles.card}`}>
            <h3 className={styles.title}>
              <Icon name="pin" className={styles.icon} />
              {office.name}
            </h3>
            <address className={styles.address}>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
          <div className={`ui-card ${styles.card}`}>
            <h3 className={styles.title}>
              <Icon name="clock" className={styles.icon} />
              Office Hours
            </h3>
            <dl className={styles.hours}>
              {siteConfig.hours.support.map((slot) => (
                <div key={slot.days} className={styles.slot}>
                  <dt>{slot.days}</dt>
                  <dd>{slot.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
