import { useMessages } from '../../../i18n';
import { filterParams } from '../utils/filter-query';
import {
  type Difficulty,
  type DurationRange,
  difficultyOptions,
  durationOptions,
  type PackageFilters,
  type PriceRange,
  priceOptions,
} from '../utils/filters';
import styles from './filter-card.module.css';

/** The filters' form: Clear All Filters resets it without JavaScript (`form` attribute). */
export const FILTER_FORM_ID = 'package-filters';
const PANEL_ID = 'package-filter-panel';

interface Props {
  filters: PackageFilters;
  onChange: (change: Partial<PackageFilters>) => void;
}

interface SelectProps<T extends string> {
  id: string;
  name: string;
  label: string;
  value: T;
  options: readonly { value: T }[];
  /** The visible label of each option, by its code. */
  labels: Record<T, string>;
  onChange: (value: T) => void;
}

function FilterSelect<T extends string>({
  id,
  name,
  label,
  value,
  options,
  labels,
  onChange,
}: SelectProps<T>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {labels[option.value]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Search and the three selects (spec §2 All Packages, §5 List filters). From 40rem they all show in
 * the card; on a phone the card is one row, the search field and a Filters button that opens the
 * selects in a sheet (a popover: it opens without JavaScript). Without JavaScript the selects narrow
 * the list through the stylesheet, and the search field, which only script can apply, is not shown
 * (docs/decisions/082-package-list-on-phones.md).
 */
export function FilterCard({ filters, onChange }: Props) {
  const t = useMessages().filters;
  const inUse = [filters.difficulty, filters.duration, filters.price].filter((v) => v !== 'all').length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not exposed as a landmark by Safari before 17 nor known to jsdom.
    <form
      id={FILTER_FORM_ID}
      role="search"
      aria-label={t.region}
      method="get"
      className={`ui-card ${styles.card}`}
      // The filters apply as they change; Enter in the search field must not reload the page.
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="package-search" className={styles.label}>
          {t.search}
        </label>
        <span className={styles.searchBox}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            id="package-search"
            name={filterParams.search}
            type="search"
            className={`${styles.control} ${styles.searchInput}`}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </span>
      </div>
      <button type="button" className={styles.toggle} popoverTarget={PANEL_ID}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.toggleIcon}>
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {t.toggle}
        {inUse > 0 && (
          <>
            <span className={styles.badge} aria-hidden="true">
              {inUse}
            </span>
            <span className="ui-visually-hidden">{t.chosen(inUse)}</span>
          </>
        )}
      </button>
      <div id={PANEL_ID} popover="auto" className={styles.panel}>
        <FilterSelect<Difficulty>
          id="package-difficulty"
          name={filterParams.difficulty}
          label={t.difficulty}
          value={filters.difficulty}
          options={difficultyOptions}
          labels={t.difficultyOptions}
          onChange={(difficulty) => onChange({ difficulty })}
        />
        <FilterSelect<DurationRange>
          id="package-duration"
          name={filterParams.duration}
          label={t.duration}
          value={filters.duration}
          options={durationOptions}
          labels={t.durationOptions}
          onChange={(duration) => onChange({ duration })}
        />
        <FilterSelect<PriceRange>
          id="package-price"
          name={filterParams.price}
          label={t.price}
          value={filters.price}
          options={priceOptions}
          labels={t.priceOptions}
          onChange={(price) => onChange({ price })}
        />
        <button
          type="button"
          className={`ui-button ${styles.done}`}
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
        >
          {t.done}
        </button>
      </div>
    </form>
  );
}
