import { mailHref, siteConfig } from '@chardham/shared/config';
import { waitlistLimits } from '@chardham/shared/schemas/partner-waitlist-rules';
import { DemoNotice, Field, formStyles, Honeypot, SubmitButton } from '@chardham/shared/ui/form';
import type { FormEvent } from 'react';
import { anchors } from '../content/anchors';
import { type SubmitWaitlistEntry, useWaitlistForm } from './use-waitlist-form';
import styles from './waitlist-form.module.css';

const partnersEmail = siteConfig.partnersEmail ?? siteConfig.contact.email;

/** The 'Join the Waitlist' form (spec §2 Become Partner), stored in partner_waitlist (decision 043). */
export function WaitlistForm({ submit, headingId }: { submit: SubmitWaitlistEntry; headingId: string }) {
  const { values: draft, errors, status, update, send, formRef } = useWaitlistForm(submit);
  const submitting = status.state === 'submitting';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await send();
    if (invalid) document.getElementById(`waitlist-${invalid}`)?.focus();
  };

  return (
    <form ref={formRef} className={styles.form} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <div className={formStyles.grid}>
        <Field id={anchors.waitlistFirstField} label="Your name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              required
              autoComplete="name"
              maxLength={waitlistLimits.nameMax}
              value={draft.name}
              onChange={(e) => update('name', e.target.value)}
            />
          )}
        </Field>
        <Field id="waitlist-email" label="Email address" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              required
              autoComplete="email"
              maxLength={waitlistLimits.emailMax}
              value={draft.email}
              onChange={(e) => update('email', e.target.value)}
            />
          )}
        </Field>
        <Field id="waitlist-company" label="Company name" error={errors.company}>
          {(control) => (
            <input
              {...control}
              name="company"
              required
              autoComplete="organization"
              maxLength={waitlistLimits.companyMax}
              value={draft.company}
              onChange={(e) => update('company', e.target.value)}
            />
          )}
        </Field>
        <Field id="waitlist-phone" label="Phone number" error={errors.phone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              name="phone"
              required
              autoComplete="tel"
              value={draft.phone}
              onChange={(e) => update('phone', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="waitlist-experience"
          label="Tell us about your experience in travel"
          hint="For example, the years you have been in business and the tours you sell."
          error={errors.experience}
          optional
          wide
        >
          {(control) => (
            <textarea
              {...control}
              name="experience"
              rows={4}
              maxLength={waitlistLimits.experienceMax}
              value={draft.experience}
              onChange={(e) => update('experience', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Honeypot id="waitlist-website" value={draft.website} onChange={(value) => update('website', value)} />
      <DemoNotice what="waitlist entries" />
      <SubmitButton submitting={submitting} label="Join Waitlist" busyLabel="Joining..." />
      <div role="status" className={styles.status}>
        {status.state === 'success' && (
          <p className={`${formStyles.message} ${formStyles.success}`}>
            Thank you, {status.name}! You are on the waitlist. We will write to {status.email} as soon as the
            partner programme opens.
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {status.state === 'error' && (
          <p className={`${formStyles.message} ${formStyles.failure}`}>
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
