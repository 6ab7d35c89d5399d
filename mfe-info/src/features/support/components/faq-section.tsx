import { useLocale } from '@chardham/shared/router';
import { SectionHeading } from '../../../components/section-heading';
import { useMessages } from '../../../i18n';
import { faqIn } from '../content/faq';
import styles from './faq.module.css';
import { FaqItem } from './faq-item';

/** Frequently Asked Questions: three categories of three questions (spec §2 Customer Support). */
export function FaqSection() {
  const t = useMessages().support.faq;
  const faq = faqIn(useLocale());
  return (
    <section className={`ui-section ${styles.section}`} aria-labelledby="faq-heading">
      <div className="ui-container">
        <SectionHeading id="faq-heading" eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
        <div className={styles.categories}>
          {faq.map((category) => (
            <section key={category.id} className={styles.category} aria-labelledby={`faq-${category.id}`}>
              <h3 id={`faq-${category.id}`} className={styles.categoryTitle}>
                {category.title}
              </h3>
              {category.entries.map((entry) => (
                <FaqItem key={entry.id} question={entry.question} answer={entry.answer} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
