import { useLocale } from '@chardham/shared/router';
import styles from './form.module.css';

interface HoneypotProps {
  id: string;
  /** For a form that keeps its fields in state; without it the field is read from the form's data. */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology), which form-filling bots complete. The database refuses a row where it is filled.
 */
export function Honeypot({ id, value, onChange }: HoneypotProps) {
  const locale = useLocale();
  const control = onChange
    ? { value: value ?? '', onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
    : { defaultValue: '' };
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{locale === 'hi' ? 'इस फ़ील्ड को ख़ाली छोड़ें' : 'Leave this field empty'}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...control} />
    </div>
  );
}
