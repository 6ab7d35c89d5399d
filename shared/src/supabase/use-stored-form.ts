import { type FormEvent, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { insertRow, SubmitError, type SubmitFailure } from './insert-row';
import { useSessionDraft } from './use-session-draft';

/** The part of a zod schema the form uses (zod itself is loaded with the schema, on submit). */
export interface RowSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: { id: string } & Record<string, unknown> }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type SubmitState = 'idle' | 'submitting' | 'success' | 'error';

export interface StoredFormOptions<Values extends Record<string, string>, Row> {
  /** The insert-only table the row goes to. */
  table: string;
  /** sessionStorage key of the draft. */
  draftKey: string;
  initialValues: Values;
  /** Inline message per field when the browser's own required/type check fails. */
  messages?: Partial<Record<keyof Values, string>>;
  /** The row to send, from the typed values, the draft's id and the honeypot. */
  toRow: (values: Values, id: string, honeypot: string) => Row;
  /** Loaded on submit only, so zod is not in the page's first-load JavaScript. */
  loadSchema: () => Promise<RowSchema>;
  /** A bot filled the honeypot: the form then shows success and sends nothing. */
  isBot?: (values: Values, honeypot: string) => boolean;
  onSuccess?: () => void;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * idle → submitting → success | error (spec §4) for every form that stores one row in an
 * insert-only table, exactly once: the draft (values and ONE id) lives in sessionStorage until a
 * submit succeeds, so a reload or a failure loses nothing and a retry sends the same id (the
 * database keeps one row); a second submit while one is in flight is ignored. Without Supabase
 * settings insertRow answers 'demo' and the form still succeeds (the DemoNotice says so beforehand).
 */
export function useStoredForm<Values extends Record<string, string>, Row>(
  options: StoredFormOptions<Values, Row>,
) {
  const { table, draftKey, initialValues, messages, toRow, loadSchema, isBot, onSuccess } = options;
  const draft = useSessionDraft(draftKey, initialValues);
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  /** The row last stored, for a thank-you that names what was sent. */
  const [stored, setStored] = useState<Row | null>(null);
  const inFlight = useRef(false);

  const setField = useCallback(
    (name: keyof Values, value: string) => {
      draft.setField(name, value as Values[keyof Values]);
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    [draft.setField],
  );

  /** The browser's own checks ran first: show our message next to the field too. */
  const onInvalid = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name as keyof Values;
      const message = messages?.[name];
      if (message) setErrors((current) => ({ ...current, [name]: message }));
    },
    [messages],
  );

  const succeed = (row: Row) => {
    draft.clear();
    setErrors({});
    setStored(row);
    setState('success');
    onSuccess?.();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return; // a double click sends one request
    inFlight.current = true;
    const form = event.currentTarget;
    setState('submitting');
    setFailure(null);
    try {
      const honeypot = text(new FormData(form).get('website'));
      const row = toRow(draft.values, draft.id, honeypot);
      if (isBot?.(draft.values, honeypot)) {
        succeed(row);
        return;
      }
      const schema = await loadSchema();
      const result = schema.safeParse(row);
      if (!result.success) {
        const found: Partial<Record<keyof Values, string>> = {};
        for (const issue of result.error.issues) {
          const name = issue.path[0] as keyof Values;
          found[name] ??= issue.message;
        }
        // Commit the messages before focus moves: focused earlier, a screen reader announced the
        // field without its aria-invalid and message (a CI run caught the focus ahead of them).
        flushSync(() => {
          setErrors(found);
          setState('idle');
        });
        const first = (Object.keys(initialValues) as (keyof Values)[]).find((name) => found[name]);
        const control = first ? form.elements.namedItem(String(first)) : null;
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      setErrors({});
      draft.markSent();
      await insertRow(table, result.data);
      succeed(row);
    } catch (error) {
      setFailure(error instanceof SubmitError ? error.failure : 'failed');
      setState('error');
    } finally {
      inFlight.current = false;
    }
  };

  return {
    values: draft.values,
    errors,
    state,
    failure,
    stored,
    setField,
    onSubmit,
    onInvalid,
    formRef: draft.formRef,
  };
}
