import { siteConfig } from '@chardham/shared/config';
import { Icon } from '../../../components/icons';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import styles from './office-section.module.css';

/** Visit Our Office: the Haridwar address and the support desk's hours (spec §2, §9). */
export function OfficeSection() {
  const { office } = siteConfig;
  const messages = useMessages();
  const t = messages.support.office;
  const site = messages.site;
  return (
    <section className="ui-section" aria-labelledby="office-heading">
      <div className="ui-container">
        <SectionHeading id="office-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className={styles.grid}>
          <div className={`ui-card ${styles.card}`}>
            <h3 className={styles.title}>
              <Icon name="pin" className={styles.icon} />
              {site(office.name)}
            </h3>
            <address className={styles.address}>
              {office.lines.map((line) => (
                <span key={line}>{site(line)}</span>
              ))}
            </address>
          </div>
          <div className={`ui-card ${styles.card}`}>
            <h3 className={styles.title}>
              <Icon name="clock" className={styles.icon} />
              {t.hours}
            </h3>
            <dl className={styles.hours}>
              {siteConfig.hours.support.map((slot) => (
                <div key={slot.days} className={styles.slot}>
                  <dt>{site(slot.days)}</dt>
                  <dd>{site(slot.time)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
