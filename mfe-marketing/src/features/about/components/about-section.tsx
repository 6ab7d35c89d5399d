import { artwork } from '@chardham/shared/artwork';
import { ResponsiveImage } from '@chardham/shared/ui';
import { SectionHeading } from '../../../components/section-heading';
import { aboutFeatures, aboutStats } from '../content/about';
import styles from './about-section.module.css';
import { FeatureIcon } from './feature-icon';

/** Who we are: the statistics and the four feature boxes (spec §1, §2 About). */
export function AboutSection() {
  return (
    <section id="about" className={`ui-section ${styles.section}`} aria-labelledby="about-title">
      <div className="ui-container">
        <div className={styles.intro}>
          <div className={styles.text}>
            <SectionHeading id="about-title" eyebrow="About us" title="Your Local Partner in the Himalaya" />
            <p>
              We are a Haridwar-based destination management company for the Chardham and DoDham yatras. Our
              drivers, guides and coordinators are from Garhwal; they have driven the Barkot road in every
              season and know which Kedarnath start gets you to the evening Aarti.
            </p>
            <p>
              Families and groups book with us directly, and travel agents and tour operators across India
              hand us their pilgrims for hotels, transport and darshan on the ground.
            </p>
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
            alt="Evening Ganga aarti at the Haridwar ghats, where every yatra with us begins"
            sizes="(max-width: 56rem) 100vw, 34rem"
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
