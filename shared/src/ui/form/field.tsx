import { useLocale } from '@chardham/shared/router';
import type { ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** A line of guidance under the control, read out with it. */
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  /** Renders the control with the ids and ARIA state that tie it to its label and message. */
  children: (control: {
    id: string;
    className: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A label, one control, its hint and inline message, tied together for assistive technology. */
export function Field({ id, label, error, hint, optional, wide, children }: FieldProps) {
  const locale = useLocale();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> {locale === 'hi' ? '(वैकल्पिक)' : '(optional)'}</span>}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
