import { mailHref, siteConfig } from '@chardham/shared/config';
import { waitlistLimits } from '@chardham/shared/schemas/partner-waitlist-rules';
import { useDemoMode } from '@chardham/shared/supabase';
import { Spinner } from '@chardham/shared/ui';
import type { FormEvent } from 'react';
import { anchors } from '../content/anchors';
import { type SubmitWaitlistEntry, useWaitlistForm } from './use-waitlist-form';
import { WaitlistField } from './waitlist-field';
import styles from './waitlist-form.module.css';

const partnersEmail = siteConfig.partnersEmail ?? siteConfig.contact.email;

/** The 'Join the Waitlist' form (spec §2 Become Partner), stored in partner_waitlist (decision 043). */
export function WaitlistForm({ submit, headingId }: { submit: SubmitWaitlistEntry; headingId: string }) {
  const { values: draft, errors, status, update, send, formRef } = useWaitlistForm(submit);
  const demo = useDemoMode();
  const submitting = status.state === 'submitting';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await send();
    if (invalid) document.getElementById(`waitlist-${invalid}`)?.focus();
  };

  return (
    <form ref={formRef} className={styles.form} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <div className={styles.grid}>
        <WaitlistField
          id={anchors.waitlistFirstField}
          label="Your name"
          value={draft.name}
          onChange={(v) => update('name', v)}
          error={errors.name}
          autoComplete="name"
          maxLength={waitlistLimits.nameMax}
          required
        />
        <WaitlistField
          id="waitlist-email"
          label="Email address"
          type="email"
          value={draft.email}
          onChange={(v) => update('email', v)}
          error={errors.email}
          autoComplete="email"
          maxLength={waitlistLimits.emailMax}
          required
        />
        <WaitlistField
          id="waitlist-company"
          label="Company name"
          value={draft.company}
          onChange={(v) => update('company', v)}
          error={errors.company}
          autoComplete="organization"
          maxLength={waitlistLimits.companyMax}
          required
        />
        <WaitlistField
          id="waitlist-phone"
          label="Phone number"
          type="tel"
          value={draft.phone}
          onChange={(v) => update('phone', v)}
          error={errors.phone}
          autoComplete="tel"
          required
        />
        <WaitlistField
          id="waitlist-experience"
          label="Tell us about your experience in travel"
          hint="For example, the years you have been in business and the tours you sell."
          value={draft.experience}
          onChange={(v) => update('experience', v)}
          error={errors.experience}
          maxLength={waitlistLimits.experienceMax}
          multiline
          wide
        />
      </div>
      {/* Honeypot: hidden from people and from assistive technology; bots fill every field. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="waitlist-website">Website</label>
        <input
          id="waitlist-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>
      {demo && (
        <p className={styles.demo}>
          Demo mode: this site is not connected to a database, so waitlist entries are not being sent.
        </p>
      )}
      <button type="submit" className={`ui-button ${styles.submit}`} disabled={submitting}>
        {submitting ? (
          <>
            <Spinner /> Joining...
          </>
        ) : (
          'Join Waitlist'
        )}
      </button>
      <div role="status" className={styles.status}>
        {status.state === 'success' && (
          <p className={styles.success}>
            Thank you, {status.name}! You are on the waitlist. We will write to {status.email} as soon as the
            partner programme opens.
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {status.state === 'error' && (
          <p className={styles.failure}>
            {status.failure === 'rate-limited'
              ? 'We have received several entries from this email address or phone number in the last hour, so we paused new ones. Please try again later.'
              : 'We could not add you to the waitlist just now.'}{' '}
            Everything you typed is still here: please try again, or email us at{' '}
            <a href={mailHref(partnersEmail, 'Partner waitlist')}>{partnersEmail}</a>.
          </p>
        )}
      </div>
    </form>
  );
}
