import { Link, useNavigate } from '@chardham/shared/router';
import { href } from '@chardham/shared/routes';
import { useStoredForm } from '@chardham/shared/supabase';
import { DemoNotice, Field, formStyles, Honeypot, SubmitButton } from '@chardham/shared/ui/form';
import { useEffect } from 'react';
import { SubmitStatus } from '../../../components/form/submit-status';
import { useMessages } from '../../../i18n';
import {
  emptyCustomRequest,
  loadCustomRequestSchema,
  returnHomeAfterMs,
  toCustomRequestRow,
} from '../api/custom-request-row';
import styles from './custom-request-page.module.css';
import { PersonalInformation } from './personal-information';
import { TravelDetails } from './travel-details';

/**
 * The custom request form: three sections, stored in custom_package_requests (decision 031), in the
 * page's language (the stored codes are the same in every language).
 */
export function CustomRequestForm() {
  const { form: f, custom: m } = useMessages();
  const navigate = useNavigate();
  const form = useStoredForm({
    table: 'custom_package_requests',
    draftKey: 'chardham:custom-request-draft',
    initialValues: emptyCustomRequest,
    messages: m.validation,
    loadSchema: () => loadCustomRequestSchema(m.validation),
    toRow: toCustomRequestRow,
  });
  const done = form.state === 'success';

  // Return to / (the page's language's: useNavigate keeps it) once the visitor has had time to read the confirmation (spec §2, decision 032).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(href.home()), returnHomeAfterMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const id = (name: string) => `custom-request-${name}`;
  const sections = { id, values: form.values, errors: form.errors, onChange: form.setField };
  return (
    <form
      ref={form.formRef}
      // Sent without the app (JavaScript not run yet, or off), nothing typed goes into a URL: the
      // server answers the POST with the page and a notice (docs/decisions/067-no-javascript-submit.md).
      method="post"
      className={`ui-card ${styles.form}`}
      aria-label={m.formLabel}
      onSubmit={form.onSubmit}
      onInvalidCapture={form.onInvalid}
      aria-busy={form.state === 'submitting'}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{m.personal}</legend>
        <PersonalInformation {...sections} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{m.travel}</legend>
        <TravelDetails {...sections} />
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{m.additional}</legend>
        <Field
          id={id('special_requirements')}
          label={f.specialRequirements}
          optional
          error={form.errors.special_requirements}
        >
          {(control) => (
            <textarea
              {...control}
              name="special_requirements"
              rows={5}
              maxLength={2000}
              value={form.values.special_requirements}
              onChange={(e) => form.setField('special_requirements', e.target.value)}
              placeholder={m.specialPlaceholder}
            />
          )}
        </Field>
      </fieldset>
      <Honeypot id={id('website')} />
      <div className={formStyles.actions}>
        <SubmitButton submitting={form.state === 'submitting'} label={m.submit} />
        <SubmitStatus
          success={done ? m.success : null}
          failure={form.state === 'error' ? form.failure : null}
          queued={form.state === 'queued'}
        />
        {done && (
          <p className={styles.home}>
            {m.returning} <Link to={href.home()}>{m.goNow}</Link>
          </p>
        )}
      </div>
      <DemoNotice what={m.demoWhat} />
    </form>
  );
}
