import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** Small line above the title, e.g. 'Legal' or a 'Coming Soon' badge. */
  eyebrow?: ReactNode;
  /** The lead paragraph and any calls to action. */
  children?: ReactNode;
}

/**
 * The dark band every info page opens with: the shell's fixed navigation is white on transparent at
 * the top of the page, so it needs a dark background behind it.
 */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={`ui-page-header ${styles.header}`}>
      <div className={`ui-container ${styles.inner}`}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </header>
  );
}
