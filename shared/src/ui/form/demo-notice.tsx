import { useLocale } from '@chardham/shared/router';
import { useDemoMode } from '../../supabase/use-demo-mode';
import styles from './form.module.css';

/**
 * Makes a deployment without Supabase settings visible: its forms pretend to succeed (spec §7).
 * `what` is in the page's language (“enquiries”, “पूछताछ”).
 */
export function DemoNotice({ what }: { what: string }) {
  const demo = useDemoMode();
  const locale = useLocale();
  if (!demo) return null;
  return (
    <p className={styles.demo}>
      {locale === 'hi'
        ? `डेमो मोड: यह साइट अपने डेटाबेस से नहीं जुड़ी है, इसलिए यहाँ से भेजी गई जानकारी (${what}) कहीं नहीं पहुँचेगी।`
        : `Demo mode: this site is not connected to its database, so ${what} are not being sent.`}
    </p>
  );
}
