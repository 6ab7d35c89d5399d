import type { FeatureCard } from '../schemas/info';
import styles from './feature-grid.module.css';
import { Icon, type IconName } from './icons';

interface FeatureGridProps {
  items: readonly FeatureCard[];
  /** Icon per card id; cards without one show none. */
  icons: Readonly<Record<string, IconName>>;
  /** Tinted cards for a section on a white band. */
  tone?: 'light' | 'tinted';
}

/** A responsive grid of titled cards (benefits, coming features, reasons to choose us). */
export function FeatureGrid({ items, icons, tone = 'light' }: FeatureGridProps) {
  return (
    <ul className={styles.grid} data-count={items.length}>
      {items.map((item) => {
        const icon = icons[item.id];
        return (
          <li key={item.id} className={`ui-card ${styles.card} ${tone === 'tinted' ? styles.tinted : ''}`}>
            {icon && (
              <span className={styles.icon}>
                <Icon name={icon} />
              </span>
            )}
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
