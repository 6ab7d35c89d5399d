import type { EnquiryFormProps } from '@chardham/shared/contracts';
import { useStoredForm } from '@chardham/shared/supabase';
import { DemoNotice, formStyles, Honeypot, SubmitButton } from '@chardham/shared/ui/form';
import { useId } from 'react';
import { SubmitStatus } from '../../../components/form/submit-status';
import { useMessages } from '../../../i18n';
import type { TourChoice } from '../../../schemas/enquiry-options';
import { emptyEnquiry, loadEnquirySchema, toEnquiryRow } from '../api/enquiry-row';
import { packageTypeOfTour, prefillFor } from '../api/prefill';
import { EnquiryFields } from './enquiry-fields';
import styles from './enquiry-form.module.css';

/**
 * The one enquiry form (spec §5, §7), embedded by the home contact section, the package list and
 * every package detail page through the EnquiryForm slot. In the page's language; what it stores
 * (the option codes, `destination` and `package_type`) is the same in every language.
 */
export function EnquiryForm({
  destination = 'Chardham Yatra',
  packageType = 'Complete Chardham Yatra',
  heading,
  intro,
  idPrefix,
  packageId,
}: EnquiryFormProps) {
  const m = useMessages().enquiry;
  // Pre-filled for the page's package; a draft the visitor typed before wins (useSessionDraft).
  const prefill = prefillFor(packageId);
  const generated = useId().replace(/:/g, '');
  // Namespaced: a host page's own ids (e.g. "home-title" for its #home section) must not collide.
  const prefix = idPrefix ? `${idPrefix}-enquiry` : `enquiry${generated}`;
  const form = useStoredForm({
    table: 'tour_inquiries',
    draftKey: `chardham:enquiry-draft:${destination}:${packageType}`,
    initialValues: { ...emptyEnquiry, ...prefill },
    messages: m.validation,
    loadSchema: () => loadEnquirySchema(m.validation),
    toRow: (values, id, honeypot) =>
      toEnquiryRow(values, {
        id,
        destination,
        // Another tour than the page's own is stored as that tour: the row never contradicts itself.
        packageType:
          prefill.budget && values.budget && values.budget !== prefill.budget
            ? packageTypeOfTour(values.budget as TourChoice)
            : packageType,
        honeypot,
      }),
  });
  const submitting = form.state === 'submitting';

  return (
    <form
      ref={form.formRef}
      // Sent without the app (JavaScript not run yet, or off), nothing typed goes into a URL: the
      // server answers the POST with the page and a notice (docs/decisions/067-no-javascript-submit.md).
      method="post"
      className={`ui-card ${styles.form}`}
      aria-labelledby={`${prefix}-title`}
      onSubmit={form.onSubmit}
      onInvalidCapture={form.onInvalid}
      aria-busy={submitting}
    >
      <h3 id={`${prefix}-title`} className={styles.heading}>
        {heading ?? m.heading}
      </h3>
      {(intro ?? m.intro) && <p className={styles.intro}>{intro ?? m.intro}</p>}
      <EnquiryFields idPrefix={prefix} values={form.values} errors={form.errors} onChange={form.setField} />
      <Honeypot id={`${prefix}-website`} />
      <div className={formStyles.actions}>
        <SubmitButton submitting={submitting} label={m.send} />
        <SubmitStatus
          success={form.state === 'success' ? m.success(destination) : null}
          failure={form.state === 'error' ? form.failure : null}
          queued={form.state === 'queued'}
        />
      </div>
      <DemoNotice what={m.demoWhat} />
    </form>
  );
}
