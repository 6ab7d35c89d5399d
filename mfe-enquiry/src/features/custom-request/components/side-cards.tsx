import { mailHref, siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import { steps, whyCustom } from '../content/side-cards';
import styles from './custom-request-page.module.css';

/** Why custom, whom to ask, and the four steps (spec §2). */
export function SideCards() {
  const { phones, email } = siteConfig.contact;
  return (
    <aside className={styles.aside} aria-label="About custom packages">
      <section className={`ui-card ${styles.card}`}>
        <h2>{whyCustom.title}</h2>
        <ul className={styles.list}>
          {whyCustom.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className={`ui-card ${styles.card}`}>
        <h2>Need Help?</h2>
        <ul className={styles.contacts}>
          {phones.map((phone) => (
            <li key={phone.e164}>
              Call <a href={telHref(phone)}>{phone.display}</a>
            </li>
          ))}
          <li>
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
              Chat on WhatsApp
            </a>
          </li>
          <li>
            Email <a href={mailHref(email, 'Custom package request')}>{email}</a>
          </li>
        </ul>
      </section>
      <section className={`ui-card ${styles.card}`}>
        <h2>How It Works</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <div>
                <h3 className="ui-eyebrow">{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
