import { early, takeHeldSubmit, takeTypedFields } from '@chardham/shared/hydration';
import { useSessionDraft } from '@chardham/shared/supabase';
import { act, type FormEvent, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordTypedFields } from './typed-fields';

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  delete globalThis.__chardhamEarly;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const blank = { name: '', group: '', notes: '' };

function Form({ onSend }: { onSend: (values: typeof blank) => void }) {
  const draft = useSessionDraft('test-draft', blank);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(draft.values);
  };
  return (
    <form ref={draft.formRef} aria-label="Enquiry" onSubmit={submit}>
      <input
        name="name"
        aria-label="Name"
        value={draft.values.name}
        onChange={(e) => draft.setField('name', e.target.value)}
      />
      <select
        name="group"
        aria-label="Group"
        value={draft.values.group}
        onChange={(e) => draft.setField('group', e.target.value)}
      >
        <option value="">Select</option>
        <option value="2">2 people</option>
        <option value="5">5 people</option>
      </select>
      <textarea
        name="notes"
        aria-label="Notes"
        value={draft.values.notes}
        onChange={(e) => draft.setField('notes', e.target.value)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

/** The prerendered page as the browser parsed it, with the shell's early state. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onSend={() => {}} />);
  document.body.append(root);
  globalThis.__chardhamEarly = { held: { form: null } };
  return root;
}

function typeBeforeHydration(root: HTMLElement) {
  (root.querySelector('[name=name]') as HTMLInputElement).value = 'Asha Verma';
  (root.querySelector('[name=group]') as HTMLSelectElement).value = '5';
  (root.querySelector('[name=notes]') as HTMLTextAreaElement).value = 'Two elders';
}

describe('what the visitor did before the app took the page over', () => {
  it('records only the fields changed from the HTML, once per form', () => {
    const root = prerendered();
    const form = root.querySelector('form') as HTMLFormElement;
    (root.querySelector('[name=group]') as HTMLSelectElement).value = '2';
    recordTypedFields(root);
    expect(takeTypedFields(form)).toEqual({ group: '2' });
    expect(takeTypedFields(form)).toEqual({});
  });

  it('records nothing without the shell (a slice run on its own)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input name="a" value=""></form>';
    (root.querySelector('input') as HTMLInputElement).value = 'x';
    recordTypedFields(root);
    expect(takeTypedFields(root.querySelector('form'))).toEqual({});
  });

  it('hands a held submit to its own form only, once', () => {
    const root = prerendered();
    const form = root.querySelector('form') as HTMLFormElement;
    const held = early()?.held;
    if (held) held.form = form;
    expect(takeHeldSubmit(document.createElement('form'))).toBe(false);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('the hydrated form keeps what was typed, selects included, and sends a held submit with it', async () => {
    const root = prerendered();
    typeBeforeHydration(root);
    const form = root.querySelector('form') as HTMLFormElement;
    const held = early()?.held;
    if (held) held.form = form;
    const onSend = vi.fn();

    recordTypedFields(root);
    await act(async () => {
      hydrateRoot(root, <Form onSend={onSend} />);
    });

    expect((root.querySelector('[name=name]') as HTMLInputElement).value).toBe('Asha Verma');
    expect((root.querySelector('[name=group]') as HTMLSelectElement).value).toBe('5');
    expect((root.querySelector('[name=notes]') as HTMLTextAreaElement).value).toBe('Two elders');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'Asha Verma', group: '5', notes: 'Two elders' });
    expect(JSON.parse(sessionStorage.getItem('test-draft') ?? '{}').values).toEqual({
      name: 'Asha Verma',
      group: '5',
      notes: 'Two elders',
    });
  });

  it('keeps text typed while hydration was already under way', async () => {
    const root = prerendered();
    (root.querySelector('[name=group]') as HTMLSelectElement).value = '5';
    recordTypedFields(root);
    (root.querySelector('[name=name]') as HTMLInputElement).value = 'Asha Verma';
    await act(async () => {
      hydrateRoot(root, <Form onSend={() => {}} />);
    });
    expect((root.querySelector('[name=name]') as HTMLInputElement).value).toBe('Asha Verma');
    expect((root.querySelector('[name=group]') as HTMLSelectElement).value).toBe('5');
    expect(JSON.parse(sessionStorage.getItem('test-draft') ?? '{}').values.name).toBe('Asha Verma');
  });

  it('keeps a choice made while hydration was already under way (a transition spreads it over frames)', async () => {
    const root = prerendered();
    recordTypedFields(root);
    const group = root.querySelector('[name=group]') as HTMLSelectElement;
    group.value = '5';
    group.dispatchEvent(new Event('change', { bubbles: true }));
    await act(async () => {
      hydrateRoot(root, <Form onSend={() => {}} />);
    });
    expect((root.querySelector('[name=group]') as HTMLSelectElement).value).toBe('5');
    expect(JSON.parse(sessionStorage.getItem('test-draft') ?? '{}').values.group).toBe('5');
  });

  it("a Send pressed the moment the form is live sends what was typed, not the first render's blanks", async () => {
    // No act(): the tap lands right after the hydration's commit, before anything React leaves for
    // a later task, as on a busy phone. Hydrated as a transition, as the shell does.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = prerendered();
    (root.querySelector('[name=name]') as HTMLInputElement).value = 'Asha Verma';
    (root.querySelector('[name=group]') as HTMLSelectElement).value = '5';
    recordTypedFields(root);
    const onSend = vi.fn();
    let hydrated: Root | undefined;
    await new Promise<void>((resolve) => {
      function OnHydrated({ children }: { children: ReactNode }) {
        useLayoutEffect(() => {
          queueMicrotask(() => {
            (root.querySelector('button') as HTMLButtonElement).click();
            resolve();
          });
        }, []);
        return children;
      }
      startTransition(() => {
        hydrated = hydrateRoot(
          root,
          <OnHydrated>
            <Form onSend={onSend} />
          </OnHydrated>,
        );
      });
    });
    const group = (root.querySelector('[name=group]') as HTMLSelectElement).value;
    hydrated?.unmount();
    expect(onSend).toHaveBeenCalledWith({ name: 'Asha Verma', group: '5', notes: '' });
    expect(group).toBe('5');
  });

  it('stops watching a form once its draft has adopted what was typed', () => {
    const root = prerendered();
    const form = root.querySelector('form') as HTMLFormElement;
    recordTypedFields(root);
    expect(takeTypedFields(form)).toEqual({});
    const group = root.querySelector('[name=group]') as HTMLSelectElement;
    group.value = '2';
    group.dispatchEvent(new Event('change', { bubbles: true }));
    expect(takeTypedFields(form)).toEqual({});
  });

  it('what was typed into the page wins over an older stored draft', async () => {
    sessionStorage.setItem(
      'test-draft',
      JSON.stringify({ id: 'draft-1', values: { name: 'Old Name', group: '2', notes: 'Kept' } }),
    );
    const root = prerendered();
    (root.querySelector('[name=name]') as HTMLInputElement).value = 'New Name';
    recordTypedFields(root);
    await act(async () => {
      hydrateRoot(root, <Form onSend={() => {}} />);
    });
    expect((root.querySelector('[name=name]') as HTMLInputElement).value).toBe('New Name');
    expect((root.querySelector('[name=group]') as HTMLSelectElement).value).toBe('2');
    expect(JSON.parse(sessionStorage.getItem('test-draft') ?? '{}')).toEqual({
      id: 'draft-1',
      values: { name: 'New Name', group: '2', notes: 'Kept' },
    });
  });
});
