import { ResponsiveImage } from '@chardham/shared/ui';
import { Marquee } from '../../../components/marquee';
import { SectionHeading } from '../../../components/section-heading';
import { galleryRows } from '../content/gallery';
import { reviewStats } from '../content/stats';
import { testimonials } from '../content/testimonials';
import { ReviewCard } from './review-card';
import styles from './testimonials.module.css';

/** Reviews, two rows of photos moving in opposite directions, and the stats strip (spec §2). */
export function TestimonialsSection() {
  return (
    <section id="testimonials" className={styles.section} aria-labelledby="testimonials-title">
      <div className="ui-container">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Travelers Say">
          Hear from satisfied customers who experienced the divine Chardham Yatra with us
        </SectionHeading>
      </div>
      <Marquee
        items={testimonials}
        itemKey={(t) => t.id}
        label="Reviews"
        seconds={80}
        render={(t) => <ReviewCard review={t} />}
      />
      <div className={styles.photos}>
        {galleryRows.map((row, i) => (
          <Marquee
            key={row[0]?.alt ?? i}
            items={row}
            itemKey={(p) => p.alt}
            label={`Yatra photos, row ${i + 1}`}
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
