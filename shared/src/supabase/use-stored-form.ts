import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { insertRow, SubmitError, type SubmitFailure } from './insert-row';
import { OUTBOX, type OutboxMessage } from './outbox-channel';
import { isDemoMode, loadRuntimeConfig } from './runtime-config';
import { useSessionDraft } from './use-session-draft';

/** The part of a zod schema the form uses (zod itself is loaded with the schema, on submit). */
export interface RowSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: { id: string } & Record<string, unknown> }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** 'queued': sent without signal, the row is kept on this phone and goes when the signal returns. */
export type SubmitState = 'idle' | 'submitting' | 'success' | 'error' | 'queued';

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

/** `#id` of the titled section that holds a form, so a link back to it lands on the form. */
const sectionOf = (form: HTMLFormElement | null) => {
  const title = form?.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby');
  return title ? `#${title}` : '';
};

/** Where a form is: its page and section, as a kept form records it and the shell's notice links to it. */
const placeOf = (form: HTMLFormElement | null) => `${location.pathname}${sectionOf(form)}`;

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * idle → submitting → success | error (spec §4) for every form that stores one row in an
 * insert-only table, exactly once: the draft (values and ONE id) lives in sessionStorage until a
 * submit succeeds, so a reload or a failure loses nothing and a retry sends the same id (the
 * database keeps one row); a second submit while one is in flight is ignored. Without Supabase
 * settings insertRow answers 'demo' and the form still succeeds (the DemoNotice says so beforehand).
 * A submit that gets no answer at all (no signal) is kept on the phone instead: submitting → queued
 * → success once it has gone, however long that takes (outbox.ts, issue 30), or → error if the
 * backend then refuses it for good, with everything typed still in the form. On a demo site a kept
 * form is never sent and never taken for sent: queued → idle, with everything typed still in the
 * form, beside the DemoNotice.
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
  const succeedRef = useRef(succeed);
  succeedRef.current = succeed;

  /**
   * The backend refused the kept form of this draft for good: the visitor gets it back, with what
   * they typed (here already, or from the phone's copy when its tab was closed: this form then
   * becomes that draft again), and the failure alert.
   */
  const refused = (form: { id: string; values?: Record<string, string> }) => {
    if (form.id !== draft.id && form.values) draft.adopt(form.id, form.values);
    setFailure('failed');
    setState('error');
  };
  const refusedRef = useRef(refused);
  refusedRef.current = refused;

  // Nothing of the visitor's in this draft yet (never sent, the form's first values): a draft a
  // closed tab left on the phone for this form's place may come back into it (outbox.ts).
  const fresh =
    !draft.sent &&
    (Object.keys(initialValues) as (keyof Values)[]).every(
      (name) => draft.values[name] === initialValues[name],
    );
  const freshRef = useRef(fresh);
  freshRef.current = fresh;
  const { formRef } = draft;

  // A draft sent before, still kept on this phone (the page was reloaded, or opened again in this
  // tab, before the signal returned): the form says so again. This draft's form, if the backend
  // refused it, comes back to the visitor here: sent from this tab, or from one closed since.
  const { id: draftId, sent: draftSent } = draft;
  useEffect(() => {
    let live = true;
    (async () => {
      // Nothing was ever kept on this phone (no outbox yet): nothing to load.
      const databases = await indexedDB.databases?.().catch(() => undefined);
      if (databases && !databases.some((db) => db.name === OUTBOX)) return;
      const { keptForm, queueForm, takeRefusedForm } = await import('./outbox');
      const kept = draftSent ? await keptForm(draftId) : undefined;
      if (!live) return;
      if (kept && kept.refusedAt === undefined) {
        setStored(kept.row as Row);
        setState('queued');
        return;
      }
      const place = freshRef.current ? placeOf(formRef.current) : undefined;
      const back = await takeRefusedForm(draftId, draftKey, place);
      if (!back) return;
      if (live) refusedRef.current(back);
      // This draft changed meanwhile: the phone keeps it for the one it belongs to.
      else await queueForm(back);
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [draftId, draftSent, draftKey, formRef]);

  // While kept: sent by the service worker (Background Sync) or by a page, this one included when
  // the browser says it is online again; the visitor is told here once it has gone, or been refused.
  // A demo site (spec §7) sends it nowhere: once its settings load (now, or when the signal returns)
  // the form stops saying it will go, keeps what was typed, and its DemoNotice says why; the phone
  // keeps its copy (outbox.ts, `sendKeptFormsTo`).
  const waiting = state === 'queued';
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const channel = new BroadcastChannel(OUTBOX);
    channel.onmessage = async ({ data }: MessageEvent<OutboxMessage>) => {
      if (data?.id !== draftId) return;
      const outbox = await import('./outbox');
      if (data.type === 'refused') {
        const back = await outbox.takeRefusedForm(draftId, draftKey).catch(() => undefined);
        if (back) refusedRef.current(back);
        return;
      }
      await outbox.claimSentNote(draftId).catch(() => false);
      succeedRef.current(stored as Row);
    };
    const demo = () => {
      loadRuntimeConfig().then(
        (config) => live && isDemoMode(config) && setState('idle'),
        () => {},
      );
    };
    const online = () => {
      import('./kept-forms').then((kept) => kept.sendKeptForms()).catch(() => {});
      demo();
    };
    demo();
    window.addEventListener('online', online);
    return () => {
      live = false;
      channel.close();
      window.removeEventListener('online', online);
    };
  }, [waiting, draftId, draftKey, stored]);

  /** No answer came: the row is kept on this phone, or, where it cannot be, the submit failed. */
  const keep = async (row: { id: string } & Record<string, unknown>) => {
    try {
      const { queueForm } = await import('./outbox');
      const locale = document.documentElement.lang === 'hi' ? 'hi' : 'en';
      await queueForm({
        id: row.id,
        table,
        row,
        locale,
        queuedAt: Date.now(),
        draftKey,
        values: draft.values,
        path: `${location.pathname}${sectionOf(draft.formRef.current)}`,
      });
    } catch {
      return false;
    }
    setStored(row as Row);
    setState('queued');
    import('./kept-forms')
      .then(async (kept) => {
        // Without Background Sync, a signal back before the `online` listener runs is caught here.
        if (!(await kept.askToSync()) && navigator.onLine) await kept.sendKeptForms();
      })
      .catch(() => {});
    return true;
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
      try {
        await insertRow(table, result.data);
      } catch (error) {
        if (error instanceof SubmitError && error.failure === 'offline' && (await keep(result.data))) return;
        throw error;
      }
      succeed(row);
    } catch (error) {
      const failed = error instanceof SubmitError ? error.failure : 'failed';
      setFailure(failed === 'offline' ? 'failed' : failed);
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
