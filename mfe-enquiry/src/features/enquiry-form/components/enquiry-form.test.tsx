import { forgetRuntimeConfig } from '@chardham/shared/supabase';
import { createRowStore, type RowStore, runtimeConfigHandler } from '@chardham/shared/testing';
import { mockServer } from '@chardham/shared/testing/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tourInquiriesHandler } from '../../../testing/handlers';
import { renderRoute } from '../../../testing/render-route';
import { EnquiryForm } from './enquiry-form';

const success =
  "Thank you for your interest in Kedarnath Yatra! We've received your inquiry and will contact you within 24 hours with a customized itinerary.";
const failure = 'There was an error submitting your inquiry. Please try again or contact us directly.';

let store: RowStore;
beforeEach(() => {
  sessionStorage.clear();
  forgetRuntimeConfig();
  store = createRowStore();
});

// At an English URL: the form reads the page's language from the router.
const renderForm = () =>
  renderRoute('/', <EnquiryForm destination="Kedarnath Yatra" packageType="Kedarnath Tour" idPrefix="t" />);

async function fillIn(user = userEvent.setup({ delay: null })) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText('Group Size'), '3-5 people');
  await user.selectOptions(screen.getByLabelText('Preferred Duration'), '5-6 days');
  await user.selectOptions(screen.getByLabelText('Tour Package'), 'Kedarnath Yatra with Tungnath');
  await user.type(screen.getByLabelText('Preferred Travel Date'), '2030-05-20');
  return user;
}

const expectThanks = () => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(success));

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

// The first submit loads supabase-js and zod on demand, which is slow on a busy machine.
describe('the enquiry form', { timeout: 20_000 }, () => {
  it('sends the enquiry once, thanks the visitor and clears the form', async () => {
    mockServer.use(tourInquiriesHandler({ store }));
    renderForm();
    const user = await fillIn();
    await submit(user);

    await expectThanks();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Group Size')).toHaveValue('');
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        group_size: '3-5',
        duration: '5-6',
        budget: 'Kedarnathwithtungnath',
        travel_date: '2030-05-20',
        special_requirements: null,
        destination: 'Kedarnath Yatra',
        package_type: 'Kedarnath Tour',
        website: '',
      }),
    ]);
  });

  it('shows Submitting... on a disabled button while the answer is slow', async () => {
    mockServer.use(tourInquiriesHandler({ store, delayMs: 300 }));
    renderForm();
    const user = await fillIn();
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    await user.click(button);
    await expectThanks();
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
    expect(store.rows.size).toBe(1);
  });

  it('keeps every typed value when the server fails, and a retry sends it', async () => {
    mockServer.use(tourInquiriesHandler({ store, behaviours: ['server-error'] }));
    renderForm();
    const user = await fillIn();
    await user.type(screen.getByLabelText(/Special Requirements/), 'Pony for my mother');
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Tour Package')).toHaveValue('Kedarnathwithtungnath');
    expect(screen.getByLabelText(/Special Requirements/)).toHaveValue('Pony for my mother');
    expect(store.rows.size).toBe(0);

    await submit(user);
    await expectThanks();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect([...store.rows.values()][0]).toMatchObject({ special_requirements: 'Pony for my mother' });
  });

  it('stores one row when the answer to the first attempt was lost and the visitor retries', async () => {
    mockServer.use(tourInquiriesHandler({ store, behaviours: ['stored-then-network-error'] }));
    renderForm();
    const user = await fillIn();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(store.rows.size).toBe(1);

    await submit(user);
    await expectThanks();
    expect(store.rows.size).toBe(1);
  });

  it('stores a corrected enquiry as a new row after a submit whose answer was lost', async () => {
    mockServer.use(tourInquiriesHandler({ store, behaviours: ['stored-then-network-error'] }));
    renderForm();
    const user = await fillIn();
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(store.rows.size).toBe(1);

    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '+91 91234 56789');
    await submit(user);
    await expectThanks();
    const rows = [...store.rows.values()];
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.phone)).toEqual(['+91 98765 43210', '+91 91234 56789']);
  });

  describe('on a package page', () => {
    const renderPackageForm = () =>
      renderRoute(
        '/package/deluxe-pilgrimage',
        <EnquiryForm
          destination="DoDham Yatra"
          packageType="DoDham Yatra (Kedarnath & Badrinath)"
          idPrefix="p"
          packageId="deluxe-pilgrimage"
        />,
      );
    const fillContact = async (user = userEvent.setup({ delay: null })) => {
      await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
      await user.type(screen.getByLabelText('Email Address'), 'asha@example.com');
      await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
      await user.selectOptions(screen.getByLabelText('Group Size'), '3-5 people');
      await user.type(screen.getByLabelText('Preferred Travel Date'), '2030-05-20');
      return user;
    };
    const thanked = () =>
      waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/interest in DoDham Yatra/));

    it("starts with the package's tour and duration and stores its own codes when they are kept", async () => {
      mockServer.use(tourInquiriesHandler({ store }));
      renderPackageForm();
      expect(screen.getByLabelText('Tour Package')).toHaveValue('dodham');
      expect(screen.getByLabelText('Preferred Duration')).toHaveValue('5-6');
      await submit(await fillContact());
      await thanked();
      expect([...store.rows.values()][0]).toMatchObject({
        budget: 'dodham',
        duration: '5-6',
        package_type: 'DoDham Yatra (Kedarnath & Badrinath)',
      });
    });

    it('stores another tour and duration as chosen, with a package type that matches the tour', async () => {
      mockServer.use(tourInquiriesHandler({ store }));
      renderPackageForm();
      const user = await fillContact();
      await user.selectOptions(screen.getByLabelText('Tour Package'), 'Kedarnath Yatra with Tungnath');
      await user.selectOptions(screen.getByLabelText('Preferred Duration'), '7-8 days');
      await submit(user);
      await thanked();
      expect([...store.rows.values()][0]).toMatchObject({
        budget: 'Kedarnathwithtungnath',
        duration: '7-8',
        package_type: 'Kedarnath Yatra with Tungnath',
      });
    });

    it('keeps a draft the visitor typed before over the pre-fill', async () => {
      sessionStorage.setItem(
        'chardham:enquiry-draft:DoDham Yatra:DoDham Yatra (Kedarnath & Badrinath)',
        JSON.stringify({ id: crypto.randomUUID(), values: { budget: 'Kedarnath', duration: '' } }),
      );
      renderPackageForm();
      await waitFor(() => expect(screen.getByLabelText('Tour Package')).toHaveValue('Kedarnath'));
      expect(screen.getByLabelText('Preferred Duration')).toHaveValue('5-6');
    });
  });

  it('pre-fills nothing without a package', () => {
    renderForm();
    expect(screen.getByLabelText('Tour Package')).toHaveValue('');
    expect(screen.getByLabelText('Preferred Duration')).toHaveValue('');
  });

  it('sends one request for a double click', async () => {
    mockServer.use(tourInquiriesHandler({ store, delayMs: 50 }));
    renderForm();
    const user = await fillIn();
    await user.dblClick(screen.getByRole('button', { name: 'Send Enquiry' }));
    await expectThanks();
    expect(store.rows.size).toBe(1);
  });

  it('explains an invalid phone number next to the field and moves focus there', async () => {
    mockServer.use(tourInquiriesHandler({ store }));
    renderForm();
    const user = await fillIn();
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '12 34');
    await submit(user);

    const phone = screen.getByLabelText('Phone Number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      'Enter a phone number with 7 to 15 digits, for example +91 98765 43210.',
    );
    expect(screen.getByLabelText('Email Address')).not.toHaveAttribute('aria-invalid');
    expect(store.rows.size).toBe(0);
  });

  it('explains a refusal for too many messages and offers the phone and WhatsApp', async () => {
    mockServer.use(tourInquiriesHandler({ store, perConnection: 0 }));
    renderForm();
    const user = await fillIn();
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/receiving a lot of messages right now, so this one was not sent/);
    expect(within(alert).getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(within(alert).getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Verma');
  });

  it('keeps a half-typed draft across a reload', async () => {
    mockServer.use(tourInquiriesHandler({ store }));
    const first = renderForm();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Full Name'), 'Asha');
    await user.selectOptions(screen.getByLabelText('Group Size'), '1-2 people');
    first.unmount();

    renderForm();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Group Size')).toHaveValue('1-2');
  });

  it('in demo mode says nothing is sent, warns in the console and reports success', async () => {
    mockServer.use(runtimeConfigHandler({ demo: true }), tourInquiriesHandler({ store }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderForm();
    expect(await screen.findByText(/enquiries are not being sent/)).toBeVisible();
    const user = await fillIn();
    await submit(user);
    await expectThanks();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Demo mode/));
    // Nothing the visitor typed reaches the console.
    const logged = JSON.stringify(warn.mock.calls);
    for (const typed of ['Asha', 'example.com', '98765']) expect(logged).not.toContain(typed);
    expect(store.rows.size).toBe(0);
  });
});
