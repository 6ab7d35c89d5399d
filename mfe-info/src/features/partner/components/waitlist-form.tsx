import { mailHref, siteConfig } from '@chardham/shared/config';
import { useStoredForm } from '@chardham/shared/supabase';
import { DemoNotice, Field, formStyles, Honeypot, SubmitButton } from '@chardham/shared/ui/form';
import type { ChangeEvent } from 'react';
import {
  emptyWaitlistDraft,
  isLikelyBot,
  type PartnerWaitlistDraft,
  toWaitlistRow,
  waitlistLimits,
} from '../../../schemas/partner-waitlist-rules';
import { anchors } from '../content/anchors';
import styles from './waitlist-form.module.css';

const partnersEmail = siteConfig.partnersEmail ?? siteConfig.contact.email;

/** The 'Join the Waitlist' form (spec §2 Become Partner), stored in partner_waitlist (decision 043). */
export function WaitlistForm({ headingId }: { headingId: string }) {
  const {
    values: draft,
    errors,
    state,
    failure,
    stored,
    setField: update,
    onSubmit,
    formRef,
  } = useStoredForm({
    table: 'partner_waitlist',
    draftKey: 'chardham:partner-waitlist-draft',
    initialValues: emptyWaitlistDraft,
    toRow: (values, id) => toWaitlistRow(id, values),
    isBot: isLikelyBot,
    // The schema, and zod with it, loads on the first submit rather than with the page.
    loadSchema: () =>
      import('../../../schemas/partner-waitlist').then((module) => module.partnerWaitlistRowSchema),
  });
  const submitting = state === 'submitting';
  /** A control's name, value and change handler, tied to the draft. */
  const bind = (name: Exclude<keyof PartnerWaitlistDraft, 'website'> & string) => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(name, event.target.value),
  });

  return (
    // method="post": sent without the app, nothing typed goes into a URL (decision 067).
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
    >
      <div className={formStyles.grid}>
        <Field id={anchors.waitlistFirstField} label="Your name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              {...bind('name')}
              required
              autoComplete="name"
              maxLength={waitlistLimits.nameMax}
            />
          )}
        </Field>
        <Field id="waitlist-email" label="Email address" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              {...bind('email')}
              required
              autoComplete="email"
              maxLength={waitlistLimits.emailMax}
            />
          )}
        </Field>
        <Field id="waitlist-company" label="Company name" error={errors.company}>
          {(control) => (
            <input
              {...control}
              {...bind('company')}
              required
              autoComplete="organization"
              maxLength={waitlistLimits.companyMax}
            />
          )}
        </Field>
        <Field id="waitlist-phone" label="Phone number" error={errors.phone}>
          {(control) => <input {...control} type="tel" {...bind('phone')} required autoComplete="tel" />}
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
              {...bind('experience')}
              rows={4}
              maxLength={waitlistLimits.experienceMax}
            />
          )}
        </Field>
      </div>
      <Honeypot id="waitlist-website" value={draft.website} onChange={(value) => update('website', value)} />
      <DemoNotice what="waitlist entries" />
      <SubmitButton submitting={submitting} label="Join Waitlist" busyLabel="Joining..." />
      <div role="status" className={styles.status}>
        {state === 'success' && stored && (
          <p className={`${formStyles.message} ${formStyles.success}`}>
            Thank you, {stored.name}! You are on the waitlist. We will write to {stored.email} as soon as the
            partner programme opens.
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {state === 'error' && (
          <p className={`${formStyles.message} ${formStyles.failure}`}>
            {failure === 'rate-limited'
              ? 'We are receiving a lot of entries right now, so this one was not added. Please try again in a few minutes.'
              : 'We could not add you to the waitlist just now.'}{' '}
            Everything you typed is still here: please try again, or email us at{' '}
            <a href={mailHref(partnersEmail, 'Partner waitlist')}>{partnersEmail}</a>.
          </p>
        )}
      </div>
    </form>
  );
}
