import { useLocale } from '@chardham/shared/router';
import { ResponsiveImage } from '@chardham/shared/ui';
import { Marquee } from '../../../components/marquee';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { galleryRowsIn } from '../content/gallery';
import { reviewStatsIn } from '../content/stats';
import { testimonialsIn } from '../content/testimonials';
import { ReviewCard } from './review-card';
import styles from './testimonials.module.css';

/** Reviews, two rows of photos moving in opposite directions, and the stats strip (spec §2). */
export function TestimonialsSection() {
  const m = useMessages().testimonials;
  const locale = useLocale();
  const testimonials = testimonialsIn(locale);
  const galleryRows = galleryRowsIn(locale);
  const reviewStats = reviewStatsIn(locale);
  return (
    <section id="testimonials" className={styles.section} aria-labelledby="testimonials-title">
      <div className="ui-container">
        <SectionHeading id="testimonials-title" eyebrow={m.eyebrow} title={m.title}>
          {m.subtitle}
        </SectionHeading>
      </div>
      <Marquee
        items={testimonials}
        itemKey={(t) => t.id}
        label={m.row}
        what={m.rowMotion}
        seconds={80}
        render={(t) => <ReviewCard review={t} />}
      />
      <div className={styles.photos}>
        {galleryRows.map((row, i) => (
          <Marquee
            key={row[0]?.alt ?? i}
            items={row}
            itemKey={(p) => p.alt}
            label={m.photoRow(i + 1)}
            what={m.photoRowMotion(i + 1)}
            direction={i === 0 ? 'right' : 'left'}
            seconds={60}
            className={styles.photoRow}
            render={(p) => (
              <ResponsiveImage image={p.src} alt={p.alt} sizes="18rem" className={styles.photo} />
            )}
          />
        ))}
      </div>
      <div className="ui-container">
        <dl className={styles.stats}>
          {reviewStats.map((s) => (
            <div key={s.label} className={styles.stat}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
