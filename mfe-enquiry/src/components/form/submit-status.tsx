import type { SubmitFailure } from '@chardham/shared/supabase';
import { formStyles as styles } from '@chardham/shared/ui/form';

export const failureMessage =
  'There was an error submitting your inquiry. Please try again or contact us directly.';

export const rateLimitMessage =
  'We have already received several messages from this email address or phone number in the last hour, so this one was not sent. We will reply to those soon; for anything urgent, please call or WhatsApp us.';

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
          {failure === 'rate-limited' ? rateLimitMessage : failureMessage}
        </p>
      )}
    </>
  );
}
