import { useLocale } from '@chardham/shared/router';
import { FeatureGrid } from '../../../components/feature-grid';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { anchors } from '../content/anchors';
import { partnershipBenefitsIn } from '../content/partner-programme';

const icons = {
  'growing-network': 'network',
  'revenue-growth': 'chart',
  'trusted-brand': 'shield',
  'premium-support': 'headset',
} as const;

export function BenefitsSection() {
  const t = useMessages().partner.benefits;
  const locale = useLocale();
  return (
    <section id={anchors.benefits} className="ui-section" aria-labelledby={anchors.benefitsHeading}>
      <div className="ui-container">
        <SectionHeading
          id={anchors.benefitsHeading}
          focusable
          eyebrow={t.eyebrow}
          title={t.title}
          intro={t.intro}
        />
        <FeatureGrid items={partnershipBenefitsIn(locale)} icons={icons} />
      </div>
    </section>
  );
}
