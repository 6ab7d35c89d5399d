import { siteConfig } from '@chardham/shared/config';
import { PageHeader } from '../../../components/page-header';
import { useMessages } from '../../../i18n';
import { FaqSection } from './faq-section';
import { OfficeSection } from './office-section';
import { SupportChannels } from './support-channels';
import { WhyChooseSection } from './why-choose-section';

/** Customer Support (spec §2): channels, FAQ, office, and why our support. */
export function CustomerSupportPage() {
  const t = useMessages();
  return (
    <>
      <PageHeader eyebrow={t.support.eyebrow} title={t.support.title}>
        <p>{t.support.lead(t.site(siteConfig.contact.address.locality))}</p>
      </PageHeader>
      <SupportChannels />
      <FaqSection />
      <OfficeSection />
      <WhyChooseSection />
    </>
  );
}
