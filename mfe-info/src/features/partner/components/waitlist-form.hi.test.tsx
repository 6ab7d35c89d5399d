import { createRowStore, type RowStore } from '@chardham/shared/testing';
import { englishWords, visibleText } from '@chardham/shared/testing/english';
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

const renderForm = (path: string) => renderRoute(path, <WaitlistForm headingId="waitlist-heading" />);

/** The same entry typed on the English and the Hindi form, through each one's own labels. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  const [name = '', email = '', company = '', phone = '', experience = ''] = labels;
  await user.type(screen.getByRole('textbox', { name }), 'Asha Rawat');
  await user.type(screen.getByRole('textbox', { name: email }), 'asha@himtravels.in');
  await user.type(screen.getByRole('textbox', { name: company }), 'Him Travels');
  await user.type(screen.getByRole('textbox', { name: phone }), '+91 98765 43210');
  await user.type(screen.getByRole('textbox', { name: new RegExp(experience) }), '12 years of group tours');
}

const hindiLabels = ['आपका नाम', 'ईमेल पता', 'कंपनी का नाम', 'फ़ोन नंबर', 'अनुभव'];
const englishLabels = ['Your name', 'Email address', 'Company name', 'Phone number', 'experience'];

/** A stored row without its per-draft id and the server's timestamp. */
const withoutId = (row: unknown) => {
  const { id: _id, created_at: _createdAt, ...rest } = row as Record<string, unknown>;
  return rest;
};

describe('the waitlist form in Hindi', { timeout: 20_000 }, () => {
  it('stores exactly what the English form stores, and thanks the partner in Hindi', async () => {
    mockServer.use(partnerWaitlistHandler({ store }));
    const user = userEvent.setup({ delay: null });

    const english = renderForm('/become-partner');
    await fillIn(user, englishLabels);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await screen.findByText(/You are on the waitlist/);
    english.unmount();
    window.sessionStorage.clear();

    const { container } = renderForm('/hi/become-partner');
    await fillIn(user, hindiLabels);
    await user.click(screen.getByRole('button', { name: 'प्रतीक्षा सूची में जुड़ें' }));
    expect(await screen.findByText(/धन्यवाद, Asha Rawat! आपका नाम प्रतीक्षा सूची में जुड़ गया है।/)).toBeVisible();

    const [fromEnglish, fromHindi] = [...store.rows.values()];
    expect(store.rows.size).toBe(2);
    expect(withoutId(fromHindi)).toEqual(withoutId(fromEnglish));
    expect(fromHindi).toEqual(
      expect.objectContaining({ name: 'Asha Rawat', company: 'Him Travels', phone: '+91 98765 43210' }),
    );
    // Only what the partner typed is in Latin letters (their name, company and experience note).
    expect(englishWords(visibleText(container), ['Asha', 'Rawat'])).toEqual([]);
  });

  it('explains in Hindi what is wrong next to each field, and sends nothing', async () => {
    mockServer.use(partnerWaitlistHandler({ store }));
    const user = userEvent.setup({ delay: null });
    const { container } = renderForm('/hi/become-partner');
    await user.type(screen.getByRole('textbox', { name: 'ईमेल पता' }), 'asha@');
    await user.click(screen.getByRole('button', { name: 'प्रतीक्षा सूची में जुड़ें' }));

    const name = screen.getByRole('textbox', { name: 'आपका नाम' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('अपना पूरा नाम लिखें (2 से 100 अक्षर)।');
    expect(screen.getByRole('textbox', { name: 'ईमेल पता' })).toHaveAccessibleDescription(
      'ईमेल पता इस तरह लिखें: name@example.com',
    );
    expect(screen.getByRole('textbox', { name: 'कंपनी का नाम' })).toHaveAccessibleDescription(
      'अपनी कंपनी का नाम लिखें (2 से 120 अक्षर)।',
    );
    expect(screen.getByRole('textbox', { name: 'फ़ोन नंबर' })).toHaveAccessibleDescription(/7 से 15 अंक/);
    expect(screen.getByRole('textbox', { name: /अनुभव/ })).not.toHaveAttribute('aria-invalid');
    expect(store.rows.size).toBe(0);
    expect(englishWords(visibleText(container))).toEqual([]);
  });

  it('says in Hindi that the entry was not added, keeping what was typed', async () => {
    mockServer.use(partnerWaitlistHandler({ store, behaviours: ['stored-then-network-error'] }));
    const user = userEvent.setup({ delay: null });
    renderForm('/hi/become-partner');
    await fillIn(user, hindiLabels);
    await user.click(screen.getByRole('button', { name: 'प्रतीक्षा सूची में जुड़ें' }));
    // The alert's region is there from the start: its words come once the form has given up.
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('अभी हम आपको प्रतीक्षा सूची में नहीं जोड़ पाए।'));
    expect(alert).toHaveTextContent('या हमें partners@example.com पर ईमेल करें।');
    expect(screen.getByRole('textbox', { name: 'कंपनी का नाम' })).toHaveValue('Him Travels');
  });

  it('says in Hindi when the hourly limit for an address is reached', async () => {
    mockServer.use(partnerWaitlistHandler({ store, perConnection: 0 }));
    const user = userEvent.setup({ delay: null });
    renderForm('/hi/become-partner');
    await fillIn(user, hindiLabels);
    await user.click(screen.getByRole('button', { name: 'प्रतीक्षा सूची में जुड़ें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/बहुत सारी प्रविष्टियाँ आ रही हैं/);
  });
});
