import { mailHref, siteConfig, telHref } from '@chardham/shared/config';
import { ContactList } from '../../../components/contact-list';

const [phone] = siteConfig.contact.phones;

/** The company's email, phone and address, as the legal pages' contact block. */
export function CompanyContacts({ subject }: { subject: string }) {
  return (
    <ContactList
      items={[
        {
          icon: 'mail',
          label: 'Email',
          value: siteConfig.contact.email,
          href: mailHref(siteConfig.contact.email, subject),
        },
        { icon: 'phone', label: 'Phone', value: phone.display, href: telHref(phone) },
        { icon: 'pin', label: 'Address', value: siteConfig.contact.address.display },
      ]}
    />
  );
}
