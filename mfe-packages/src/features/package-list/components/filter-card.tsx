import { useMessages } from '../../../i18n';
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

interface Props {
  filters: PackageFilters;
  onChange: (change: Partial<PackageFilters>) => void;
}

interface SelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T }[];
  /** The visible label of each option, by its code. */
  labels: Record<T, string>;
  onChange: (value: T) => void;
}

function FilterSelect<T extends string>({ id, label, value, options, labels, onChange }: SelectProps<T>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
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

/** Search and the three selects (spec §2 All Packages, §5 List filters). */
export function FilterCard({ filters, onChange }: Props) {
  const t = useMessages().filters;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not exposed as a landmark by Safari before 17 nor known to jsdom.
    <div role="search" className={`ui-card ${styles.card}`} aria-label={t.region}>
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
            type="search"
            className={`${styles.control} ${styles.searchInput}`}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            value={filters.search}
            onChange={(event) => onChange({ search: event.target.value })}
          />
        </span>
      </div>
      <FilterSelect<Difficulty>
        id="package-difficulty"
        label={t.difficulty}
        value={filters.difficulty}
        options={difficultyOptions}
        labels={t.difficultyOptions}
        onChange={(difficulty) => onChange({ difficulty })}
      />
      <FilterSelect<DurationRange>
        id="package-duration"
        label={t.duration}
        value={filters.duration}
        options={durationOptions}
        labels={t.durationOptions}
        onChange={(duration) => onChange({ duration })}
      />
      <FilterSelect<PriceRange>
        id="package-price"
        label={t.price}
        value={filters.price}
        options={priceOptions}
        labels={t.priceOptions}
        onChange={(price) => onChange({ price })}
      />
    </div>
  );
}
