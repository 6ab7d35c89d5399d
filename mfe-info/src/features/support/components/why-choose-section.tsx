import { useLocale } from '@chardham/shared/router';
import { FeatureGrid } from '../../../components/feature-grid';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { whyChooseSupportIn } from '../content/why-choose';
import styles from './why-choose-section.module.css';

const icons = { 'expert-team': 'users', 'quick-response': 'zap', 'reliable-service': 'award' } as const;

export function WhyChooseSection() {
  const t = useMessages().support.why;
  const locale = useLocale();
  return (
    <section className={`ui-section ${styles.section}`} aria-labelledby="why-heading">
      <div className="ui-container">
        <SectionHeading id="why-heading" eyebrow={t.eyebrow} title={t.title} />
        <FeatureGrid items={whyChooseSupportIn(locale)} icons={icons} tone="tinted" />
      </div>
    </section>
  );
}
