import { FeatureGrid } from '../../../components/feature-grid';
import { SectionHeading } from '../../../components/section-heading';
import { anchors } from '../content/anchors';
import { partnershipBenefits } from '../content/partner-programme';

const icons = {
  'growing-network': 'network',
  'revenue-growth': 'chart',
  'trusted-brand': 'shield',
  'premium-support': 'headset',
} as const;

export function BenefitsSection() {
  return (
    <section id={anchors.benefits} className="ui-section" aria-labelledby={anchors.benefitsHeading}>
      <div className="ui-container">
        <SectionHeading
          id={anchors.benefitsHeading}
          focusable
          eyebrow="Why partner with us"
          title="Partnership Benefits"
          intro="We already run ground services for agents across India. The partner programme puts that on a firm footing."
        />
        <FeatureGrid items={partnershipBenefits} icons={icons} />
      </div>
    </section>
  );
}
