import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: 'dark' | 'light';
}

/** The centred eyebrow, h2 and subtitle that open every landing page section. */
export function SectionHeading({ id, eyebrow, title, children, tone = 'dark' }: SectionHeadingProps) {
  return (
    <header className={styles.heading} data-tone={tone}>
      {eyebrow ? <span className="ui-eyebrow">{eyebrow}</span> : null}
      <h2 id={id}>{title}</h2>
      {children ? <p className={styles.subtitle}>{children}</p> : null}
    </header>
  );
}
