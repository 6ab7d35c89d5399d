import styles from './package-list-page.module.css';

export function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className={`ui-card ${styles.empty}`}>
      <h3 className={styles.emptyTitle}>No packages found</h3>
      <p>Try adjusting your search criteria or filters</p>
      <button type="button" className="ui-button" onClick={onClear}>
        Clear All Filters
      </button>
    </div>
  );
}
