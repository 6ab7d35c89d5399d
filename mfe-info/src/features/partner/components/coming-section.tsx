import { useLocale } from '@chardham/shared/router';
import { FeatureGrid } from '../../../components/feature-grid';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { comingFeaturesIn } from '../content/partner-programme';
import styles from './coming-section.module.css';

const icons = {
  'partner-dashboard': 'dashboard',
  'marketing-tools': 'megaphone',
  'partner-community': 'users',
} as const;

export function ComingSection() {
  const t = useMessages().partner.coming;
  const locale = useLocale();
  return (
    <section className={`ui-section ${styles.section}`} aria-labelledby="coming-heading">
      <div className="ui-container">
        <SectionHeading id="coming-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <FeatureGrid items={comingFeaturesIn(locale)} icons={icons} tone="tinted" />
      </div>
    </section>
  );
}
