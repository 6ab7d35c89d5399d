import type { ReactNode } from 'react';
import styles from './legal.module.css';

interface LegalCardProps {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'highlight';
}

/** A titled card in a legal page's side column or closing notes. */
export function LegalCard({ id, title, children, tone = 'plain' }: LegalCardProps) {
  return (
    <section
      className={`ui-card ${styles.card} ${tone === 'highlight' ? styles.highlight : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
