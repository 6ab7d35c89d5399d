import { mailHref, siteConfig } from '@chardham/shared/config';
import { useHydrated } from '@chardham/shared/hydration';
import { useLocale } from '@chardham/shared/router';
import { useStoredForm } from '@chardham/shared/supabase';
import {
  DemoNotice,
  Field,
  formStyles,
  Honeypot,
  QueuedMessage,
  queuedClass,
  SubmitButton,
} from '@chardham/shared/ui/form';
import type { ChangeEvent } from 'react';
import { useMessages } from '../../../i18n';
import {
  emptyWaitlistDraft,
  isLikelyBot,
  type PartnerWaitlistDraft,
  toWaitlistRow,
  waitlistLimits,
  waitlistMessagesFor,
} from '../../../schemas/partner-waitlist-rules';
import { anchors } from '../content/anchors';
import styles from './waitlist-form.module.css';

const partnersEmail = siteConfig.partnersEmail ?? siteConfig.contact.email;

/** The 'Join the Waitlist' form (spec §2 Become Partner), stored in partner_waitlist (decision 043). */
export function WaitlistForm({ headingId }: { headingId: string }) {
  const locale = useLocale();
  const t = useMessages().partner.form;
  const messages = waitlistMessagesFor(locale);
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
  const hydrated = useHydrated();
  /** A field's message in the page's language: the schema's messages are English, one per field. */
  const errorOf = (name: keyof typeof messages) => (errors[name] ? messages[name] : undefined);
  /** A control's name, value and change handler, tied to the draft. */
  const bind = (name: Exclude<keyof PartnerWaitlistDraft, 'website'> & string) => ({
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(name, event.target.value),
  });

  return (
    // method="post": sent without the app, nothing typed goes into a URL (decision 067). Until the
    // page's code runs, the browser's own checks answer a submit (decision 088); then the form's.
    <form
      ref={formRef}
      method="post"
      className={styles.form}
      aria-labelledby={headingId}
      noValidate={hydrated}
      onSubmit={onSubmit}
    >
      <div className={formStyles.grid}>
        <Field id={anchors.waitlistFirstField} label={t.name} error={errorOf('name')}>
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
        <Field id="waitlist-email" label={t.email} error={errorOf('email')}>
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
        <Field id="waitlist-company" label={t.company} error={errorOf('company')}>
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
        <Field id="waitlist-phone" label={t.phone} error={errorOf('phone')}>
          {(control) => <input {...control} type="tel" {...bind('phone')} required autoComplete="tel" />}
        </Field>
        <Field
          id="waitlist-experience"
          label={t.experience}
          hint={t.experienceHint}
          error={errorOf('experience')}
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
      <SubmitButton submitting={submitting} label={t.submit} busyLabel={t.busy} />
      <div role="status" className={styles.status}>
        {state === 'success' && stored && (
          <p className={`${formStyles.message} ${formStyles.success}`}>
            {t.thanks(stored.name, stored.email)}
          </p>
        )}
        {state === 'queued' && (
          <p className={queuedClass}>
            <QueuedMessage />
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {state === 'error' && (
          <p className={`${formStyles.message} ${formStyles.failure}`}>
            {failure === 'rate-limited' ? t.rateLimited : t.failed} {t.keepTyped.before}{' '}
            <a href={mailHref(partnersEmail, t.mailSubject)}>{partnersEmail}</a>
            {t.keepTyped.after}
          </p>
        )}
      </div>
      {/* Last, as in the enquiry forms: it appears once the settings are read, after hydration, and
          above the button it moved the button away from a finger on its way to it. */}
      <DemoNotice what={t.demoWhat} />
    </form>
  );
}
