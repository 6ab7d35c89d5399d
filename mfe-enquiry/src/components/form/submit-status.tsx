import { siteConfig, telHref, whatsappHref } from '@chardham/shared/config';
import type { SubmitFailure } from '@chardham/shared/supabase';
import { formStyles as styles } from '@chardham/shared/ui/form';

export const failureMessage =
  'There was an error submitting your inquiry. Please try again or contact us directly.';

export const rateLimitMessage =
  'We are receiving a lot of messages right now, so this one was not sent. Everything you typed is still here: please try again in a few minutes, or reach us straight away:';

const [phone] = siteConfig.contact.phones;

/** The database's 429 (too many from one connection, or a busy minute): the phone and WhatsApp. */
function RateLimited() {
  return (
    <>
      {rateLimitMessage} call <a href={telHref(phone)}>{phone.display}</a> or{' '}
      <a href={whatsappHref()} target="_blank" rel="noopener noreferrer">
        WhatsApp us
      </a>
      .
    </>
  );
}

/**
 * The outcome of a submit, announced to screen readers: success politely (role=status, present from
 * the start so the change is announced), a failure at once (role=alert).
 */
export function SubmitStatus(props: { success: string | null; failure: SubmitFailure | null }) {
  const { success, failure } = props;
  return (
    <>
      <p role="status" className={`${styles.message} ${styles.success}`}>
        {success}
      </p>
      {failure && (
        <p role="alert" className={`${styles.message} ${styles.failure}`}>
          {failure === 'rate-limited' ? <RateLimited /> : failureMessage}
        </p>
      )}
    </>
  );
}
