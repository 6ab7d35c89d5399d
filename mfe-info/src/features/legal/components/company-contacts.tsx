import { mailHref, siteConfig, telHref } from '@chardham/shared/config';
import { ContactList } from '../../../components/contact-list';
import { useMessages } from '../../../i18n';

const [phone] = siteConfig.contact.phones;

/** The company's email, phone and address, as the legal pages' contact block. */
export function CompanyContacts({ subject }: { subject: string }) {
  const { contacts, site } = useMessages();
  return (
    <ContactList
      items={[
        {
          icon: 'mail',
          label: contacts.email,
          value: siteConfig.contact.email,
          href: mailHref(siteConfig.contact.email, subject),
        },
        { icon: 'phone', label: contacts.phone, value: phone.display, href: telHref(phone) },
        { icon: 'pin', label: contacts.address, value: site(siteConfig.contact.address.display) },
      ]}
    />
  );
}
