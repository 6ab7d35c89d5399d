import { useLocale } from '@chardham/shared/router';
import { Spinner } from '../spinner';
import styles from './form.module.css';

// The Hindi ellipsis is one character (docs/hindi-style.md); the English keeps the text it always had.
const submittingLabel = {
  en: 'Submitting...',
  hi: 'भेजा जा रहा है…',
} as const;

/** Disabled and labelled 'Submitting...' with a spinner while a submit is in flight (spec §4). */
export function SubmitButton(props: { submitting: boolean; label: string; busyLabel?: string }) {
  const locale = useLocale();
  const { label, busyLabel = submittingLabel[locale] } = props;
  return (
    <button type="submit" className={`ui-button ${styles.submit}`} disabled={props.submitting}>
      {props.submitting ? (
        <>
          <Spinner /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
