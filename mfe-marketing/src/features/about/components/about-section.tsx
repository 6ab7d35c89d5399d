import { artwork } from '@chardham/shared/artwork';
import { useLocale } from '@chardham/shared/router';
import { ResponsiveImage } from '@chardham/shared/ui';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { aboutIn } from '../content/about';
import styles from './about-section.module.css';
import { FeatureIcon } from './feature-icon';

/** Who we are: the statistics and the four feature boxes (spec §1, §2 About). */
export function AboutSection() {
  const m = useMessages().about;
  const { stats: aboutStats, features: aboutFeatures } = aboutIn(useLocale());
  return (
    <section id="about" className={`ui-section ${styles.section}`} aria-labelledby="about-title">
      <div className="ui-container">
        <div className={styles.intro}>
          <div className={styles.text}>
            <SectionHeading id="about-title" eyebrow={m.eyebrow} title={m.title} />
            {m.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <dl className={styles.stats}>
              {aboutStats.map((s) => (
                <div key={s.label} className={styles.stat}>
                  <dt>{s.label}</dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ResponsiveImage
            image={artwork.haridwar}
            alt={m.imageAlt}
            sizes="(max-width: 56rem) calc(100vw - 2rem), 34rem"
            className={styles.image}
          />
        </div>
        <ul className={styles.features}>
          {aboutFeatures.map((f) => (
            <li key={f.title} className={styles.feature}>
              <span className={styles.icon}>
                <FeatureIcon name={f.icon} />
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
