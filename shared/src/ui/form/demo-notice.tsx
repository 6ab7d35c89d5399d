import { useDemoMode } from '../../supabase/use-demo-mode';
import styles from './form.module.css';

/** Makes a deployment without Supabase settings visible: its forms pretend to succeed (spec §7). */
export function DemoNotice({ what }: { what: string }) {
  const demo = useDemoMode();
  if (!demo) return null;
  return (
    <p className={styles.demo}>
      Demo mode: this site is not connected to its database, so {what} are not being sent.
    </p>
  );
}
