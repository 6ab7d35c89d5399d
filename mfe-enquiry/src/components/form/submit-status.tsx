import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import { useLocale } from '@chardham/shared/router';
import type { SubmitFailure } from '@chardham/shared/supabase';
import { QueuedMessage, queuedClass, formStyles as styles } from '@chardham/shared/ui/form';
import { useMessages } from '../../i18n';
import { en } from '../../i18n/en';

export const failureMessage = en.status.failure;

export const rateLimitMessage = en.status.rateLimit;

const [phone] = siteConfig.contact.phones;

/** The database's 429 (too many from one connection, or a busy minute): the phone and WhatsApp. */
function RateLimited() {
  const m = useMessages().status;
  const locale = useLocale();
  return (
    <>
      {m.rateLimit} {m.beforePhone}
      <a href={telHref(phone)}>{phone.display}</a>
      {m.afterPhone}
      <a href={whatsappHref(locale)} target="_blank" rel="noopener noreferrer">
        {m.whatsapp}
      </a>
      {m.end}
    </>
  );
}

/**
 * The outcome of a submit, announced to screen readers: success politely (role=status, present from
 * the start so the change is announced), and so is a form kept on the phone until the signal
 * returns (issue 30); a failure at once (role=alert).
 */
export function SubmitStatus(props: {
  success: string | null;
  failure: SubmitFailure | null;
  queued?: boolean;
}) {
  const { success, failure, queued } = props;
  const m = useMessages().status;
  return (
    <>
      <p role="status" className={queued && !success ? queuedClass : `${styles.message} ${styles.success}`}>
        {success ?? (queued && <QueuedMessage />)}
      </p>
      {failure && (
        <p role="alert" className={`${styles.message} ${styles.failure}`}>
          {failure === 'rate-limited' ? <RateLimited /> : m.failure}
        </p>
      )}
    </>
  );
}
