import type { EnquiryFormProps } from '@chardham/shared/contracts';
import { useStoredForm } from '@chardham/shared/supabase';
import { DemoNotice, formStyles, Honeypot, SubmitButton } from '@chardham/shared/ui/form';
import { useId } from 'react';
import { SubmitStatus } from '../../../components/form/submit-status';
import type { TourChoice } from '../../../schemas/enquiry-options';
import { emptyEnquiry, enquirySuccessMessage, loadEnquirySchema, toEnquiryRow } from '../api/enquiry-row';
import { packageTypeOfTour, prefillFor } from '../api/prefill';
import { EnquiryFields, enquiryFieldMessages } from './enquiry-fields';
import styles from './enquiry-form.module.css';

/**
 * The one enquiry form (spec §5, §7), embedded by the home contact section, the package list and
 * every package detail page through the EnquiryForm slot.
 */
export function EnquiryForm({
  destination = 'Chardham Yatra',
  packageType = 'Complete Chardham Yatra',
  heading = 'Send Us an Enquiry',
  intro = 'Tell us about your group and dates, and we will send you a customized itinerary.',
  idPrefix,
  packageId,
}: EnquiryFormProps) {
  // Pre-filled for the page's package; a draft the visitor typed before wins (useSessionDraft).
  const prefill = prefillFor(packageId);
  const generated = useId().replace(/:/g, '');
  // Namespaced: a host page's own ids (e.g. "home-title" for its #home section) must not collide.
  const prefix = idPrefix ? `${idPrefix}-enquiry` : `enquiry${generated}`;
  const form = useStoredForm({
    table: 'tour_inquiries',
    draftKey: `chardham:enquiry-draft:${destination}:${packageType}`,
    initialValues: { ...emptyEnquiry, ...prefill },
    messages: enquiryFieldMessages,
    loadSchema: loadEnquirySchema,
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
        {heading}
      </h3>
      {intro && <p className={styles.intro}>{intro}</p>}
      <EnquiryFields idPrefix={prefix} values={form.values} errors={form.errors} onChange={form.setField} />
      <Honeypot id={`${prefix}-website`} />
      <div className={formStyles.actions}>
        <SubmitButton submitting={submitting} label="Send Enquiry" />
        <SubmitStatus
          success={form.state === 'success' ? enquirySuccessMessage(destination) : null}
          failure={form.state === 'error' ? form.failure : null}
        />
      </div>
      <DemoNotice what="enquiries" />
    </form>
  );
}
