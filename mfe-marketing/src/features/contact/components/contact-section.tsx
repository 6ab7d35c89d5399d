import { mailHref, siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import type { SlicePageProps } from '@chardham/shared/contracts';
import { enquiryForms } from '@chardham/shared/contracts/enquiry-forms';
import { SectionHeading } from '../../../components/section-heading';
import { trustClaims } from '../content/claims';
import styles from './contact-section.module.css';

const { contact, hours } = siteConfig;

/** The last section: the enquiry form from mfe-enquiry (a slot), contact details and hours. */
export function ContactSection({ EnquiryForm }: { EnquiryForm: SlicePageProps['slots']['EnquiryForm'] }) {
  return (
    <section id="contact" className={`ui-section ${styles.section}`} aria-labelledby="contact-title">
      <div className="ui-container">
        <SectionHeading id="contact-title" eyebrow="Contact us" title="Plan Your Sacred Journey" tone="light">
          Tell us your dates and group size; we reply {siteConfig.responseTimes.enquiry}.
        </SectionHeading>
        <div className={styles.layout}>
          <div className={styles.info}>
            <h3>Talk to our Haridwar team</h3>
            <ul className={styles.channels}>
              {contact.phones.map((phone) => (
                <li key={phone.e164}>
                  <span className={styles.label}>Call</span>
                  <a href={telHref(phone)}>{phone.display}</a>
                </li>
              ))}
              <li>
                <span className={styles.label}>WhatsApp</span>
                <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp ({contact.phones[1].display})
                  <span className="ui-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <span className={styles.label}>Email</span>
                <a href={mailHref(contact.email)}>{contact.email}</a>
              </li>
              <li>
                <span className={styles.label}>Office</span>
                <address>{contact.address.display}</address>
              </li>
            </ul>
            <h3>Business hours</h3>
            <dl className={styles.hours}>
              {hours.contact.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
            <ul className={styles.claims} aria-label="Why pilgrims trust us">
              {trustClaims.map((c) => (
                <li key={c.label}>
                  <strong>{c.value}</strong> {c.label}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.form}>
            <EnquiryForm {...enquiryForms.home()} />
          </div>
        </div>
      </div>
    </section>
  );
}
