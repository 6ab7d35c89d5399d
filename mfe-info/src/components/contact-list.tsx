import styles from './contact-list.module.css';
import { Icon, type IconName } from './icons';

export interface ContactItem {
  icon: IconName;
  label: string;
  value: string;
  /** tel:, mailto: or https: link; omit for plain text such as a place. */
  href?: string;
}

/** Label/value pairs with an icon, as links where the value can be acted on. */
export function ContactList({ items }: { items: readonly ContactItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.label} className={styles.row}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <span className={styles.body}>
            <span className={styles.label}>{item.label}</span>
            <span className={styles.value}>
              {item.href ? <a href={item.href}>{item.value}</a> : item.value}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
