import { FeatureGrid } from '../../../components/feature-grid';
import { SectionHeading } from '../../../components/section-heading';
import { whyChooseSupport } from '../content/why-choose';
import styles from './why-choose-section.module.css';

const icons = { 'expert-team': 'users', 'quick-response': 'zap', 'reliable-service': 'award' } as const;

export function WhyChooseSection() {
  return (
    <section className={`ui-section ${styles.section}`} aria-labelledby="why-heading">
      <div className="ui-container">
        <SectionHeading id="why-heading" eyebrow="Our promise" title="Why Choose Our Support" />
        <FeatureGrid items={whyChooseSupport} icons={icons} tone="tinted" />
      </div>
    </section>
  );
}
