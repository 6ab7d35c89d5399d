import { useMessages } from '../../../i18n';
import { FacetMarks } from './facet-marks';
import { FILTER_FORM_ID } from './filter-card';
import styles from './package-list-page.module.css';

/**
 * Spec §2's empty result. It is always in the page, hidden while packages show, so that without
 * JavaScript the stylesheet can show it when the selects leave no package (its marks); Clear All
 * Filters then resets the form, which needs no script either.
 */
export function EmptyState({ hidden, onClear }: { hidden: boolean; onClear: () => void }) {
  const t = useMessages().list.empty;
  return (
    <div className={styles.empty} hidden={hidden}>
      <FacetMarks />
      <div className={`ui-card ${styles.emptyContent}`}>
        <h3 className={styles.emptyTitle}>{t.title}</h3>
        <p>{t.hint}</p>
        <button
          type="reset"
          form={FILTER_FORM_ID}
          className="ui-button"
          onClick={(event) => {
            // With the app, the filters are its state and the URL's: it clears them itself.
            event.preventDefault();
            onClear();
          }}
        >
          {t.clear}
        </button>
      </div>
    </div>
  );
}
