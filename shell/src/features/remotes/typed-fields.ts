/**
 * What was typed into the server page's forms before hydration, recorded by the shell right before
 * it hydrates a region: hydration resets a controlled select to its state. The form's draft takes
 * the record once it is mounted (`takeTypedFields` in @chardham/shared/hydration).
 */
import { changedValue, early, type TypedFields } from '@chardham/shared/hydration';

/**
 * A choice made in a recorded form before its draft adopts the record. Hydration runs as a
 * transition, spread over many frames, so a select can be changed after the record and then reset
 * when hydration reaches it: the change is added to the record.
 */
function onChange(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLSelectElement) || !field.form || !field.name) return;
  const state = early();
  if (!state?.typed || !state.watched?.has(field.form)) return;
  state.typed.set(field.form, { ...state.typed.get(field.form), [field.name]: field.value });
}

/** The shell, right before hydrating: note what was typed into each form under `root`. */
export function recordTypedFields(root: ParentNode): void {
  const state = early();
  if (!state) return;
  // One record for the page: regions hydrate one by one, each adds its own forms.
  const typed = state.typed ?? new WeakMap<HTMLFormElement, TypedFields>();
  const watched = state.watched ?? new WeakSet<HTMLFormElement>();
  for (const form of root.querySelectorAll('form')) {
    const values: TypedFields = {};
    for (const field of form.elements) {
      const name = field.getAttribute('name');
      const value = changedValue(field);
      if (name && value !== undefined) values[name] = value;
    }
    if (Object.keys(values).length > 0) typed.set(form, values);
    watched.add(form);
  }
  state.typed = typed;
  state.watched = watched;
  if (!state.watching) {
    state.watching = true;
    document.addEventListener('change', onChange, true);
  }
}
