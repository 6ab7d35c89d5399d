import { useCallback, useEffect, useRef, useState } from 'react';

/** A form draft: the typed values and the id that makes its submission exactly-once. */
export interface Draft<Values> {
  id: string;
  values: Values;
}

function read<Values>(key: string, initial: Values): Draft<Values> {
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
        return { id: parsed.id, values };
      }
    }
  } catch {
    // Storage blocked (private mode) or corrupt: start a fresh draft.
  }
  return { id: crypto.randomUUID(), values: initial };
}

/**
 * Keeps a form's draft in sessionStorage, so a reload or a failed submit loses nothing typed, and
 * keeps ONE id per draft, so every retry of it is the same row to the database. `clear()` after a
 * successful submit starts a new draft with a new id.
 */
export function useSessionDraft<Values extends Record<string, string>>(key: string, initial: Values) {
  const initialRef = useRef(initial);
  const [draft, setDraft] = useState<Draft<Values>>(() => read(key, initial));

  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form still works, the draft just does not survive a reload.
    }
  }, [key, draft]);

  const setField = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  }, []);

  const clear = useCallback(() => {
    setDraft({ id: crypto.randomUUID(), values: initialRef.current });
  }, []);

  return { id: draft.id, values: draft.values, setField, clear };
}
