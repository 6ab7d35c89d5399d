import { mailHref, siteConfig, telHref } from '@chardham/shared/config';
import { ContactList } from '../../../components/contact-list';
import { useMessages } from '../../../i18n';
import styles from './partner-contact.module.css';

const email = siteConfig.partnersEmail ?? siteConfig.contact.email;
const [phone] = siteConfig.contact.phones;
const { locality, region } = siteConfig.contact.address;

/** The partnerships contact block: email, phone and the Haridwar location (spec §2). */
export function PartnerContact() {
  const { partner, contacts, site } = useMessages();
  return (
    <div className={`ui-card ${styles.card}`}>
      <h3 id="partner-contact-heading">{partner.contact.title}</h3>
      <p className={styles.intro}>{partner.contact.intro}</p>
      <ContactList
        items={[
          {
            icon: 'mail',
            label: contacts.email,
            value: email,
            href: mailHref(email, partner.contact.mailSubject),
          },
          { icon: 'phone', label: contacts.phone, value: phone.display, href: telHref(phone) },
          { icon: 'pin', label: contacts.location, value: site(`${locality}, ${region}`) },
        ]}
      />
    </div>
  );
}
