import { mailHref, siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import { useLocale } from '@chardham/shared/router';
import { useMessages } from '../../../i18n';
import { sideCardsIn } from '../content/side-cards';
import styles from './custom-request-page.module.css';

/** Why custom, whom to ask, and the four steps (spec §2), in the page's language. */
export function SideCards() {
  const { phones, email } = siteConfig.contact;
  const locale = useLocale();
  const { whyCustom, steps } = sideCardsIn(locale);
  const m = useMessages().custom.aside;
  return (
    <aside className={styles.aside} aria-label={m.label}>
      <section className={`ui-card ${styles.card}`}>
        <h2>{whyCustom.title}</h2>
        <ul className={styles.list}>
          {whyCustom.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className={`ui-card ${styles.card}`}>
        <h2>{m.help}</h2>
        <ul className={styles.contacts}>
          {phones.map((phone) => (
            <li key={phone.e164}>
              {m.beforePhone}
              <a href={telHref(phone)}>{phone.display}</a>
              {m.afterPhone}
            </li>
          ))}
          <li>
            <a href={whatsappHref(locale)} target="_blank" rel="noopener noreferrer">
              {m.whatsapp}
            </a>
          </li>
          <li>
            {m.beforeEmail}
            <a href={mailHref(email, m.mailSubject)}>{email}</a>
          </li>
        </ul>
      </section>
      <section className={`ui-card ${styles.card}`}>
        <h2>{m.howItWorks}</h2>
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
