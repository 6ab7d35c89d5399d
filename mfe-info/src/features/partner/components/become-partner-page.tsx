import { BenefitsSection } from './benefits-section';
import { ComingSection } from './coming-section';
import { PartnerHero } from './partner-hero';
import { WaitlistSection } from './waitlist-section';

/** Become Partner (spec §2): the coming-soon programme and its waitlist. */
export function BecomePartnerPage() {
  return (
    <>
      <PartnerHero />
      <BenefitsSection />
      <ComingSection />
      <WaitlistSection />
    </>
  );
}
