/**
 * useStoredForm with forms kept on the phone (outbox.ts, issue 30; issue 41, item 8), as a visitor
 * meets them in a small form of two fields: which form a refused one comes back into, and what a
 * demo site does with one.
 */
import 'fake-indexeddb/auto';
import { mockServer } from '@chardham/shared/testing/server';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDB } from 'idb';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockSupabase, runtimeConfigHandler } from '../testing';
import { DemoNotice } from '../ui/form/demo-notice';
import * as outbox from './outbox';
import { forgetRuntimeConfig } from './runtime-config';
import { type RowSchema, useStoredForm } from './use-stored-form';

const KEY = 'chardham:test-draft';
const demoNotice = 'Demo mode: this site is not connected to its database, so enquiries are not being sent.';

const schema: RowSchema = {
  safeParse: (value) => {
    const row = value as { id: string } & Record<string, unknown>;
    return row.name
      ? { success: true, data: row }
      : { success: false, error: { issues: [{ path: ['name'], message: 'Enter your name' }] } };
  },
};

function TestForm() {
  const form = useStoredForm({
    table: 'test_rows',
    draftKey: KEY,
    initialValues: { name: '', email: '' },
    toRow: (values, id) => ({ id, ...values }),
    loadSchema: async () => schema,
  });
  return (
    <section aria-labelledby="t-title">
      <h2 id="t-title">Enquire</h2>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        {(['name', 'email'] as const).map((name) => (
          <label key={name}>
            {name}
            <input
              name={name}
              value={form.values[name]}
              onChange={(e) => form.setField(name, e.target.value)}
            />
          </label>
        ))}
        {form.errors.name && <p>{form.errors.name}</p>}
        <button type="submit">Send</button>
        <p role="status">
          {form.state === 'queued' ? 'Kept on this phone' : form.state === 'success' ? 'Thank you' : ''}
        </p>
        {form.state === 'error' && <p role="alert">Not sent</p>}
        <DemoNotice what="enquiries" />
      </form>
    </section>
  );
}

/** The form on a page of this site, in this tab. */
const openAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<TestForm />);
};

/** Lets a form's effects run to the end, for a test of what they must NOT do. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** The rows the test table received. */
const table = (answers: ('ok' | 'network-error' | 'refused')[] = []) => {
  const rows: { id: string }[] = [];
  mockServer.use(
    http.post(`${mockSupabase.url}/rest/v1/test_rows`, async ({ request }) => {
      const answer = answers.shift() ?? 'ok';
      if (answer === 'network-error') return HttpResponse.error();
      if (answer === 'refused')
        return HttpResponse.json({ code: '23514', message: 'check' }, { status: 400 });
      rows.push((await request.json()) as { id: string });
      return new HttpResponse(null, { status: 201 });
    }),
  );
  return rows;
};

const name = () => screen.getByLabelText('name');
const email = () => screen.getByLabelText('email');

/** Asha fills in the form on a package page and sends it with no signal: it is kept on the phone. */
async function keptWithoutSignal() {
  openAt('/package/a');
  const user = userEvent.setup({ delay: null });
  await user.type(name(), 'Asha Verma');
  await user.type(email(), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Kept on this phone'));
}

beforeEach(async () => {
  sessionStorage.clear();
  forgetRuntimeConfig();
  // The outbox is opened once per run (outbox.ts): emptied rather than replaced.
  await outbox.queuedCount();
  const db = await openDB(outbox.OUTBOX);
  await db.clear('forms');
  await db.clear('sent');
  db.close();
});

// The first submit loads supabase-js on demand, which is slow on a busy machine.
describe('a form kept on the phone', { timeout: 20_000 }, () => {
  /** A form kept from the page /package/a, refused by the backend since; its tab was closed. */
  const refusedFromPageA = () =>
    outbox.queueForm({
      id: 'kept-draft',
      table: 'test_rows',
      row: { id: 'kept-draft', name: 'Asha Verma', email: 'asha@example.com' },
      locale: 'en',
      queuedAt: Date.now() - 60 * 60_000,
      draftKey: KEY,
      values: { name: 'Asha Verma', email: 'asha@example.com' },
      path: '/package/a#t-title',
      refusedAt: Date.now() - 30 * 60_000,
    });

  it('refused, does not go into the same kind of form on another page, and comes back as its own draft on its page', async () => {
    await refusedFromPageA();
    const rows = table();

    const other = openAt('/package/b');
    await settle();
    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await outbox.keptForm('kept-draft')).toBeDefined();
    other.unmount();

    // The notice's link leads to its page, in this tab: the form there takes it back, once.
    openAt('/package/a');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent');
    expect(name()).toHaveValue('Asha Verma');
    expect(email()).toHaveValue('asha@example.com');
    expect(await outbox.keptForm('kept-draft')).toBeUndefined();

    // It is that draft again: sent as it was, it is the same row.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you'));
    expect(rows.map((row) => row.id)).toEqual(['kept-draft']);
  });

  it('refused, does not go into a draft the visitor has typed into at its place', async () => {
    await refusedFromPageA();
    sessionStorage.setItem(KEY, JSON.stringify({ id: 'mine', values: { name: 'Ravi Kumar', email: '' } }));

    openAt('/package/a');
    await settle();
    expect(name()).toHaveValue('Ravi Kumar');
    expect(email()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await outbox.keptForm('kept-draft')).toBeDefined();
  });

  it('refused when the signal returns, comes back into the form on screen with everything typed', async () => {
    const rows = table(['network-error', 'network-error', 'refused']);
    await keptWithoutSignal();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(name()).toHaveValue('Asha Verma');
    expect(email()).toHaveValue('asha@example.com');
    expect(rows).toEqual([]);
    expect(await outbox.queuedCount()).toBe(0);
  });

  it('on a demo site is kept, not taken for sent, and the visitor is told it is a demo', async () => {
    let signal = false;
    mockServer.use(
      http.get('*/runtime-config.json', () => (signal ? undefined : HttpResponse.error())),
      runtimeConfigHandler({ demo: true }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keptWithoutSignal();
    expect(await outbox.queuedCount()).toBe(1);

    signal = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(demoNotice)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    await settle();
    expect(screen.getByRole('status')).not.toHaveTextContent('Thank you');
    expect(name()).toHaveValue('Asha Verma');
    expect(email()).toHaveValue('asha@example.com');
    // Still on the phone, with what was typed: nothing was sent anywhere.
    const [kept] = await (await openDB(outbox.OUTBOX)).getAll('forms');
    expect(kept).toMatchObject({ values: { name: 'Asha Verma', email: 'asha@example.com' } });
    expect(kept?.refusedAt).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Demo mode/));
  });

  it('is not kept when the input is bad: the form says why and keeps what was typed', async () => {
    table();
    openAt('/package/a');
    const user = userEvent.setup({ delay: null });
    await user.type(email(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name')).toBeVisible();
    expect(email()).toHaveValue('asha@example.com');
    expect(await outbox.queuedCount()).toBe(0);
  });
});
