import { mailHref, siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import type { SlicePageProps } from '@chardham/shared/contracts';
import { enquiryForms } from '@chardham/shared/contracts/enquiry-forms';
import { useLocale } from '@chardham/shared/router';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { trustClaimsIn } from '../content/claims';
import styles from './contact-section.module.css';

const { contact } = siteConfig;

/** The last section: the enquiry form from mfe-enquiry (a slot), contact details and hours. */
export function ContactSection({ EnquiryForm }: { EnquiryForm: SlicePageProps['slots']['EnquiryForm'] }) {
  const m = useMessages().contact;
  const locale = useLocale();
  const trustClaims = trustClaimsIn(locale);
  return (
    <section id="contact" className={`ui-section ${styles.section}`} aria-labelledby="contact-title">
      <div className="ui-container">
        <SectionHeading id="contact-title" eyebrow={m.eyebrow} title={m.title} tone="light">
          {m.subtitle}
        </SectionHeading>
        <div className={styles.layout}>
          <div className={styles.info}>
            <h3>{m.team}</h3>
            <ul className={styles.channels}>
              {contact.phones.map((phone) => (
                <li key={phone.e164}>
                  <span className={styles.label}>{m.call}</span>
                  <a href={telHref(phone)}>{phone.display}</a>
                </li>
              ))}
              <li>
                <span className={styles.label}>{m.whatsapp}</span>
                <a href={whatsappHref(locale)} target="_blank" rel="noopener noreferrer">
                  {m.chat(contact.phones[1].display)}
                  <span className="ui-visually-hidden">{m.newTab}</span>
                </a>
              </li>
              <li>
                <span className={styles.label}>{m.email}</span>
                <a href={mailHref(contact.email)}>{contact.email}</a>
              </li>
              <li>
                <span className={styles.label}>{m.office}</span>
                <address>{m.address}</address>
              </li>
            </ul>
            <h3>{m.hoursTitle}</h3>
            <dl className={styles.hours}>
              {m.hours.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
            <ul className={styles.claims} aria-label={m.claims}>
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
