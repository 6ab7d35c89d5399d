import { useMessages } from '../../../i18n';
import styles from './package-list-page.module.css';

export function EmptyState({ onClear }: { onClear: () => void }) {
  const t = useMessages().list.empty;
  return (
    <div className={`ui-card ${styles.empty}`}>
      <h3 className={styles.emptyTitle}>{t.title}</h3>
      <p>{t.hint}</p>
      <button type="button" className="ui-button" onClick={onClear}>
        {t.clear}
      </button>
    </div>
  );
}
