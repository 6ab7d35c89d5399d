import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { anchors } from '../content/anchors';
import { PartnerContact } from './partner-contact';
import { WaitlistForm } from './waitlist-form';
import styles from './waitlist-section.module.css';

/** Join the Waitlist: the form beside the partnerships team's contact details. */
export function WaitlistSection() {
  const t = useMessages().partner.waitlist;
  return (
    <section id={anchors.waitlist} className="ui-section" aria-labelledby="waitlist-heading">
      <div className="ui-container">
        <SectionHeading id="waitlist-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className={styles.layout}>
          <div className={`ui-card ${styles.formCard}`}>
            <WaitlistForm headingId="waitlist-heading" />
          </div>
          <PartnerContact />
        </div>
      </div>
    </section>
  );
}
