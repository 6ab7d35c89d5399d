import styles from './section-heading.module.css';

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  /** A button on the page moves focus here, so the heading takes programmatic focus. */
  focusable?: boolean;
}

/** The centred eyebrow, title and intro that open each section of the info pages. */
export function SectionHeading({ id, title, eyebrow, intro, focusable = false }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      {eyebrow && <p className="ui-eyebrow">{eyebrow}</p>}
      <h2 id={id} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
