import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: 'dark' | 'light';
}

/**
 * The centred eyebrow, h2 and subtitle that open every landing page section. Its styles are in
 * ./section-heading.css, which the landing page imports (one stylesheet for the page).
 */
export function SectionHeading({ id, eyebrow, title, children, tone = 'dark' }: SectionHeadingProps) {
  return (
    <header className="mkt-section-heading" data-tone={tone}>
      {eyebrow ? <span className="ui-eyebrow">{eyebrow}</span> : null}
      <h2 id={id}>{title}</h2>
      {children ? <p className="mkt-section-heading__subtitle">{children}</p> : null}
    </header>
  );
}
