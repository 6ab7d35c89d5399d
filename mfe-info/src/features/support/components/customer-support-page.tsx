import { siteConfig } from '@chardham/shared/config';
import { PageHeader } from '../../../components/page-header';
import { FaqSection } from './faq-section';
import { OfficeSection } from './office-section';
import { SupportChannels } from './support-channels';
import { WhyChooseSection } from './why-choose-section';

/** Customer Support (spec §2): channels, FAQ, office, and why our support. */
export function CustomerSupportPage() {
  return (
    <>
      <PageHeader eyebrow="We are here for you" title="Customer Support">
        <p>
          Questions before you book, changes to your plans, or help on the mountain road: our team in{' '}
          {siteConfig.contact.address.locality} answers by phone, email and WhatsApp.
        </p>
      </PageHeader>
      <SupportChannels />
      <FaqSection />
      <OfficeSection />
      <WhyChooseSection />
    </>
  );
}
