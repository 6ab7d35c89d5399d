import { createRowStore, type RowStore } from '@chardham/shared/testing';
import { mockServer } from '@chardham/shared/testing/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { partnerWaitlistHandler } from '../../../testing/handlers';
import { renderRoute } from '../../../testing/render-route';
import { WaitlistForm } from './waitlist-form';

let store: RowStore;
beforeEach(() => {
  window.sessionStorage.clear();
  store = createRowStore();
});

const renderForm = () => renderRoute('/', <WaitlistForm headingId="waitlist-heading" />);

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha Rawat');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@himtravels.in');
  await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Him Travels');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+91 98765 43210');
  await user.type(screen.getByRole('textbox', { name: /experience/ }), '12 years of group tours');
}

// Typing a whole form on a busy CI machine takes a few seconds.
describe('the waitlist form', { timeout: 20_000 }, () => {
  it('stores the entry once and thanks the partner by name', async () => {
    mockServer.use(partnerWaitlistHandler({ store }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await screen.findByText(/Thank you, Asha Rawat! You are on the waitlist/)).toBeVisible();
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({
        name: 'Asha Rawat',
        email: 'asha@himtravels.in',
        company: 'Him Travels',
        phone: '+91 98765 43210',
        experience: '12 years of group tours',
      }),
    ]);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });

  it('explains what is wrong next to each field and sends nothing', async () => {
    mockServer.use(partnerWaitlistHandler({ store }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Your name' });
    // What a screen reader announces is the field as it is when focus lands on it.
    let invalidOnFocus: string | null = null;
    name.addEventListener('focus', () => {
      invalidOnFocus = name.getAttribute('aria-invalid');
    });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    // The schema loads on the first submit, so the verdict arrives a moment later.
    await waitFor(() => expect(name).toHaveFocus());
    expect(invalidOnFocus).toBe('true');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Enter your full name/);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(/company name/);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      /7 to 15 digits/,
    );
    expect(screen.getByRole('textbox', { name: /experience/ })).not.toHaveAttribute('aria-invalid');
    expect(store.rows.size).toBe(0);
  });

  it('keeps everything typed when the submit fails, and a retry stores one entry', async () => {
    mockServer.use(partnerWaitlistHandler({ store, behaviours: ['stored-then-network-error'] }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    // The alert's region is there from the start: its words come once the form has given up.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/could not add you to the waitlist/),
    );
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Him Travels');

    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText(/You are on the waitlist/)).toBeVisible();
    expect(store.rows.size).toBe(1);
  });

  it('says so when the hourly limit for an address is reached', async () => {
    mockServer.use(partnerWaitlistHandler({ store, perConnection: 0 }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/receiving a lot of entries right now/);
  });

  it('keeps the draft when the page is reloaded', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Him Travels');
    unmount();
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Him Travels');
  });
});
