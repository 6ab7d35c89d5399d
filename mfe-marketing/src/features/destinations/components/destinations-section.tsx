import { artwork } from '@chardham/shared/artwork';
import { useLocale } from '@chardham/shared/router';
import { ResponsiveImage } from '@chardham/shared/ui';
import { Marquee } from '../../../components/marquee';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { carouselRepeats, destinationsIn } from '../content/destinations';
import styles from './destinations-section.module.css';

/** The seven destinations in an endless carousel (spec §2 Destinations). */
export function DestinationsSection() {
  const m = useMessages().destinations;
  const destinations = destinationsIn(useLocale());
  return (
    <section id="destinations" className={styles.section} aria-labelledby="destinations-title">
      <div className="ui-container">
        <SectionHeading id="destinations-title" eyebrow={m.eyebrow} title={m.title}>
          {m.subtitle}
        </SectionHeading>
      </div>
      <Marquee
        items={destinations}
        copies={carouselRepeats}
        itemKey={(d) => d.name}
        label={m.row}
        what={m.rowMotion}
        seconds={70}
        render={(d) => (
          <article className={styles.card}>
            <ResponsiveImage
              image={artwork[d.image]}
              alt=""
              sizes="(max-width: 40rem) 80vw, 22rem"
              className={styles.image}
            />
            <div className={styles.body}>
              <h3 className={styles.name}>{d.name}</h3>
              <p className={styles.location}>
                {d.location}
                {d.altitude ? ` · ${d.altitude}` : ''}
              </p>
              <p className={styles.description}>{d.description}</p>
            </div>
          </article>
        )}
      />
    </section>
  );
}
