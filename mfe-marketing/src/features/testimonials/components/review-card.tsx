import { useMessages } from '../../../i18n';
import type { TestimonialText } from '../../../schemas/landing';
import { initials } from '../utils';
import styles from './testimonials.module.css';

export function ReviewCard({ review }: { review: TestimonialText }) {
  const m = useMessages().testimonials;
  return (
    <figure className={styles.review}>
      <p className={styles.stars} role="img" aria-label={m.rated(review.rating)}>
        {'★'.repeat(review.rating)}
      </p>
      <blockquote className={styles.quote}>
        <p>“{review.text}”</p>
      </blockquote>
      <p className={styles.package}>{review.package}</p>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(review.name)}
        </span>
        <span>
          <span className={styles.name}>{review.name}</span>
          <span className={styles.location}>{review.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
