import {
  emptyWaitlistDraft,
  isLikelyBot,
  type PartnerWaitlistDraft,
  type PartnerWaitlistRow,
  toWaitlistRow,
} from '@chardham/shared/schemas/partner-waitlist-rules';
import {
  type InsertOutcome,
  SubmitError,
  type SubmitFailure,
  useSessionDraft,
} from '@chardham/shared/supabase';
import { useRef, useState } from 'react';

export type WaitlistField = 'name' | 'email' | 'company' | 'phone' | 'experience';
export type FieldErrors = Partial<Record<WaitlistField, string>>;
export type WaitlistStatus =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success'; name: string; email: string }
  | { state: 'error'; failure: SubmitFailure };

/** Stores one entry ('demo' when the site runs without a database); throws SubmitError on failure. */
export type SubmitWaitlistEntry = (row: PartnerWaitlistRow) => Promise<InsertOutcome>;

const fieldOrder: WaitlistField[] = ['name', 'email', 'company', 'phone', 'experience'];
export const waitlistDraftKey = 'chardham:partner-waitlist-draft';

/**
 * The waitlist form's state. The draft lives in sessionStorage with ONE id, so a reload or a failed
 * submit loses nothing, and a double click or a retry sends the same id: the database keeps one row.
 */
export function useWaitlistForm(submit: SubmitWaitlistEntry) {
  const draft = useSessionDraft<PartnerWaitlistDraft>(waitlistDraftKey, emptyWaitlistDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<WaitlistStatus>({ state: 'idle' });
  const busy = useRef(false);

  const update = (field: keyof PartnerWaitlistDraft, value: string) => {
    draft.setField(field, value);
    setErrors((current) => (current[field as WaitlistField] ? { ...current, [field]: undefined } : current));
  };

  // In demo mode (no Supabase settings) the form says so beforehand and still thanks the partner.
  const succeed = (row: PartnerWaitlistRow) => {
    setStatus({ state: 'success', name: row.name, email: row.email });
    draft.clear();
  };

  /** Sends the draft; returns the first invalid field, so the form can move focus to it. */
  const send = async (): Promise<WaitlistField | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      const row = toWaitlistRow(draft.id, draft.values);
      if (isLikelyBot(draft.values)) {
        succeed(row);
        return undefined;
      }
      // The schema, and zod with it, loads on the first submit rather than with the page.
      const { partnerWaitlistRowSchema } = await import('@chardham/shared/schemas/partner-waitlist');
      const parsed = partnerWaitlistRowSchema.safeParse(row);
      if (!parsed.success) {
        const found: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as WaitlistField;
          found[field] ??= issue.message;
        }
        setErrors(found);
        setStatus({ state: 'idle' });
        return fieldOrder.find((field) => found[field]);
      }
      setErrors({});
      setStatus({ state: 'submitting' });
      draft.markSent();
      try {
        await submit(row);
        succeed(row);
      } catch (error) {
        setStatus({ state: 'error', failure: error instanceof SubmitError ? error.failure : 'failed' });
      }
      return undefined;
    } finally {
      busy.current = false;
    }
  };

  return { values: draft.values, errors, status, update, send, formRef: draft.formRef };
}
