import { mailHref, siteConfig, telHref } from '@chardham/shared/config';
import { ContactList } from '../../../components/contact-list';
import styles from './partner-contact.module.css';

const email = siteConfig.partnersEmail ?? siteConfig.contact.email;
const [phone] = siteConfig.contact.phones;
const { locality, region } = siteConfig.contact.address;

/** The partnerships contact block: email, phone and the Haridwar location (spec §2). */
export function PartnerContact() {
  return (
    <div className={`ui-card ${styles.card}`}>
      <h3 id="partner-contact-heading">Talk to Our Partnerships Team</h3>
      <p className={styles.intro}>Questions about working with us? We are glad to talk before launch.</p>
      <ContactList
        items={[
          { icon: 'mail', label: 'Email', value: email, href: mailHref(email, 'Partner programme') },
          { icon: 'phone', label: 'Phone', value: phone.display, href: telHref(phone) },
          { icon: 'pin', label: 'Location', value: `${locality}, ${region}` },
        ]}
      />
    </div>
  );
}
