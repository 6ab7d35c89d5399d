import { Spinner } from '../spinner';
import styles from './form.module.css';

/** Disabled and labelled 'Submitting...' with a spinner while a submit is in flight (spec §4). */
export function SubmitButton(props: { submitting: boolean; label: string; busyLabel?: string }) {
  const { submitting, label, busyLabel = 'Submitting...' } = props;
  return (
    <button type="submit" className={`ui-button ${styles.submit}`} disabled={submitting}>
      {submitting ? (
        <>
          <Spinner /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
