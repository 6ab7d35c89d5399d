import styles from './form.module.css';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology), which form-filling bots complete. The database refuses a row where it is filled.
 */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
