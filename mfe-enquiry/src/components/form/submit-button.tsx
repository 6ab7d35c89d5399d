import { Spinner } from '@chardham/shared/ui';
import styles from './form.module.css';

/** Disabled and labelled 'Submitting...' with a spinner while a submit is in flight (spec §4). */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <button type="submit" className={`ui-button ${styles.submit}`} disabled={submitting}>
      {submitting ? (
        <>
          <Spinner /> Submitting...
        </>
      ) : (
        label
      )}
    </button>
  );
}
