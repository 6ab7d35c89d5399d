import { useMessages } from '../../../i18n';
import { FacetMarks } from './facet-marks';
import styles from './package-list-page.module.css';

/** A count no catalogue reaches, to find where the number goes in the sentence of each language. */
const PLACEHOLDER = 9_876_543;

/**
 * Spec §2's count line, 'Showing N of M packages', announced as it changes. Without JavaScript a
 * second line takes its place, counted by the stylesheet: its marks, one per package still shown,
 * make N (a CSS counter), and the sentence for exactly one package, whose words differ in Hindi,
 * shows when one mark is left (docs/decisions/082-package-list-on-phones.md).
 */
export function ResultCount({ shown, total }: { shown: number; total: number }) {
  const t = useMessages().list;
  const [before, after] = t.count(PLACEHOLDER, total).split(String(PLACEHOLDER));
  return (
    <>
      <p className={`${styles.count} ${styles.live}`} role="status">
        {t.count(shown, total)}
      </p>
      <p className={`${styles.count} ${styles.stillCount}`} hidden>
        <FacetMarks />
        <span className={styles.one}>{t.count(1, total)}</span>
        <span className={styles.other}>
          {before}
          <span className={styles.shown} />
          {after}
        </span>
      </p>
    </>
  );
}
