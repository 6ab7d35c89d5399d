import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { takeHeldSubmit, takeTypedFields } from '../hydration';

/** A form draft: the typed values and the id that makes its submission exactly-once. */
export interface Draft<Values> {
  id: string;
  values: Values;
  /** Sent under this id at least once (the answer may have been lost): a change makes a new row. */
  sent?: boolean;
}

function read<Values>(key: string, initial: Values): Draft<Values> | null {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (stored) {
      const parsed = JSON.parse(stored) as Partial<Draft<Values>>;
      if (typeof parsed.id === 'string' && parsed.values && typeof parsed.values === 'object') {
        // Only the fields this form has, so an old or tampered draft cannot add others.
        const values = { ...initial };
        for (const name of Object.keys(initial as object) as (keyof Values)[]) {
          const value = (parsed.values as Values)[name];
          if (typeof value === typeof initial[name]) values[name] = value;
        }
        return parsed.sent === true ? { id: parsed.id, values, sent: true } : { id: parsed.id, values };
      }
    }
  } catch {
    // Storage blocked (private mode) or corrupt: start a fresh draft.
  }
  return null;
}

/**
 * Keeps a form's draft in sessionStorage, so a reload or a failed submit loses nothing typed, and
 * keeps ONE id per draft, so every retry of it is the same row to the database. A change after a
 * submit, and `clear()` after a successful one, start a new id.
 */
export function useSessionDraft<Values extends Record<string, string>>(key: string, initial: Values) {
  const initialRef = useRef(initial);
  /** Attach to the <form>: lets the draft adopt what was typed before the app took the page over. */
  const formRef = useRef<HTMLFormElement>(null);
  // The first render is the same on the server and the client (a server page hydrates); the
  // stored draft and anything typed before hydration are adopted right after, in a layout effect:
  // React renders its update before the browser handles anything else, so no tap or key ever meets
  // a live form still holding its first render's blank values (a Send would send blanks, and a key
  // would re-render a select back to empty).
  const [draft, setDraft] = useState<Draft<Values>>(() => ({ id: crypto.randomUUID(), values: initial }));
  const restored = useRef(false);
  // A submit held until the app was live: sent again once the adopted values have rendered.
  const [resubmit, setResubmit] = useState(false);

  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const initialValues = initialRef.current;
    const stored = read(key, initialValues);
    const typed = Object.fromEntries(
      Object.entries(takeTypedFields(formRef.current)).filter(([name]) => name in initialValues),
    );
    if (stored || Object.keys(typed).length > 0) {
      // The stored draft is what the visitor typed last time; what they typed into the server
      // page since (or the browser restored there) is newer and wins.
      const kept = Object.fromEntries(
        Object.entries(stored?.values ?? {}).filter(([, value]) => value !== ''),
      );
      setDraft((current) => ({
        id: stored?.id ?? current.id,
        values: { ...current.values, ...kept, ...typed },
        ...(stored?.sent ? { sent: true } : {}),
      }));
    }
    if (takeHeldSubmit(formRef.current)) setResubmit(true);
  }, [key]);

  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form still works, the draft just does not survive a reload.
    }
  }, [key, draft]);

  /**
   * A change after a submit (one that may have been stored, its answer lost) is another enquiry: it
   * gets a new id, so the corrected one is stored too, while a plain resubmit is still the same row.
   */
  const setField = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setDraft((current) => {
      if (current.values[name] === value) return current;
      const values = { ...current.values, [name]: value };
      return current.sent ? { id: crypto.randomUUID(), values } : { ...current, values };
    });
  }, []);

  /** Called as the row is sent: from now on a change starts a new row. */
  const markSent = useCallback(() => {
    setDraft((current) => (current.sent ? current : { ...current, sent: true }));
  }, []);

  const clear = useCallback(() => {
    setDraft({ id: crypto.randomUUID(), values: initialRef.current });
  }, []);

  /**
   * Becomes a draft kept on the phone whose tab was closed (outbox.ts, `takeRefusedForm`): its id,
   * as sent, and its values, for this form's fields only; a field the visitor has changed here since
   * keeps what they typed.
   */
  const adopt = useCallback((id: string, kept: Record<string, unknown>) => {
    setDraft((current) => {
      const values = { ...current.values };
      for (const name of Object.keys(values) as (keyof Values)[]) {
        const value = kept[name as string];
        if (typeof value === 'string' && current.values[name] === initialRef.current[name]) {
          values[name] = value as Values[keyof Values];
        }
      }
      return { id, values, sent: true };
    });
  }, []);

  return {
    id: draft.id,
    values: draft.values,
    sent: draft.sent === true,
    setField,
    markSent,
    clear,
    adopt,
    formRef,
  };
}
