import { forgetRuntimeConfig } from '@chardham/shared/supabase';
import { createRowStore, type RowStore } from '@chardham/shared/testing';
import { mockServer } from '@chardham/shared/testing/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { customPackageRequestsHandler } from '../../../testing/handlers';
import { CustomRequestPage } from './custom-request-page';

const confirmation = "Your custom package request has been submitted! We'll contact you within 24 hours.";

let store: RowStore;
beforeEach(() => {
  sessionStorage.clear();
  forgetRuntimeConfig();
  store = createRowStore();
  mockServer.use(customPackageRequestsHandler({ store }));
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/package/custom-package', element: <CustomRequestPage /> },
    ],
    { initialEntries: ['/package/custom-package'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email Address'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '+91 91234 56789');
  await user.selectOptions(screen.getByLabelText('Group Size'), '6-10 people');
  await user.selectOptions(screen.getByLabelText('Duration'), '7-8 days');
  await user.selectOptions(screen.getByLabelText('Budget per Person'), '₹40,000 - ₹50,000');
  await user.selectOptions(screen.getByLabelText('Destinations'), 'Complete Chardham (all four dhams)');
  await user.type(screen.getByLabelText('Preferred Travel Date'), '2030-09-12');
  await user.selectOptions(screen.getByLabelText('Accommodation'), 'Standard (comfortable hotels)');
  await user.selectOptions(screen.getByLabelText('Transportation'), 'AC vehicle');
}

describe('the custom package request page', { timeout: 20_000 }, () => {
  it('has the three form sections and the side cards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Package Request' })).toBeVisible();
    for (const name of ['Personal Information', 'Travel Details', 'Additional Requirements']) {
      expect(screen.getByRole('group', { name })).toBeVisible();
    }
    const aside = screen.getByRole('complementary', { name: 'About custom packages' });
    expect(within(aside).getByRole('heading', { name: 'Why Choose a Custom Package?' })).toBeVisible();
    expect(within(aside).getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(
      within(aside)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Submit Requirements'),
        expect.stringContaining('We Create Itinerary'),
        expect.stringContaining('Review and Approve'),
        expect.stringContaining('Book and Travel'),
      ]),
    );
    // Everything is required except special requirements.
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone Number',
      'Group Size',
      'Duration',
      'Accommodation',
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Special Requirements/)).not.toBeRequired();
  });

  it('stores the request, confirms it and then returns to the home page', async () => {
    const router = renderPage();
    const user = userEvent.setup({ delay: null });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Custom Request' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(confirmation));
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({
        name: 'Ravi Kumar',
        group_size: '6-10',
        duration: '7-8',
        budget: '40k-50k',
        destinations: 'complete-chardham',
        travel_date: '2030-09-12',
        accommodation: 'standard',
        transportation: 'ac',
        special_requirements: null,
      }),
    ]);
    expect(router.state.location.pathname).toBe('/package/custom-package');
    // After a pause long enough to read the confirmation.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 9000 });
  });

  it('keeps everything typed when sending fails', async () => {
    mockServer.use(customPackageRequestsHandler({ store, behaviours: ['network-error'] }));
    renderPage();
    const user = userEvent.setup({ delay: null });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit Custom Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/There was an error submitting/);
    expect(screen.getByLabelText('Transportation')).toHaveValue('ac');
    expect(store.rows.size).toBe(0);
  });
});
