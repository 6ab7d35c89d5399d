import { FeatureGrid } from '../../../components/feature-grid';
import { SectionHeading } from '../../../components/section-heading';
import { comingFeatures } from '../content/partner-programme';
import styles from './coming-section.module.css';

const icons = {
  'partner-dashboard': 'dashboard',
  'marketing-tools': 'megaphone',
  'partner-community': 'users',
} as const;

export function ComingSection() {
  return (
    <section className={`ui-section ${styles.section}`} aria-labelledby="coming-heading">
      <div className="ui-container">
        <SectionHeading
          id="coming-heading"
          eyebrow="In the works"
          title="What's Coming"
          intro="The tools our partners have asked for, launching with the programme."
        />
        <FeatureGrid items={comingFeatures} icons={icons} tone="tinted" />
      </div>
    </section>
  );
}
