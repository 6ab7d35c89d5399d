import { contactMessagesHi } from '@chardham/shared/schemas/contact-limits';
import { forgetRuntimeConfig } from '@chardham/shared/supabase';
import { createRowStore, type RowStore, runtimeConfigHandler } from '@chardham/shared/testing';
import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { mockServer } from '@chardham/shared/testing/server';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tourInquiriesHandler } from '../../../testing/handlers';
import { renderRoute } from '../../../testing/render-route';
import { EnquiryForm } from './enquiry-form';

let store: RowStore;
beforeEach(() => {
  sessionStorage.clear();
  forgetRuntimeConfig();
  store = createRowStore();
});

type User = ReturnType<typeof userEvent.setup>;

/** The DoDham package page's form, in English at /package/... or in Hindi at /hi/package/... */
const renderPackageForm = (path: string) =>
  renderRoute(
    path,
    <EnquiryForm
      destination="DoDham Yatra"
      packageType="DoDham Yatra (Kedarnath & Badrinath)"
      idPrefix="p"
      packageId="deluxe-pilgrimage"
    />,
  );

/** The same answers, by each language's labels and option texts. */
const labels = {
  en: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone Number',
    groupSize: ['Group Size', '3-5 people'],
    duration: ['Preferred Duration', '7-8 days'],
    tour: ['Tour Package', 'Kedarnath Yatra with Tungnath'],
    date: 'Preferred Travel Date',
    send: 'Send Enquiry',
  },
  hi: {
    name: 'पूरा नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    groupSize: ['यात्रियों की संख्या', '3-5 लोग'],
    duration: ['यात्रा की अवधि', '7-8 दिन'],
    tour: ['यात्रा पैकेज', 'तुंगनाथ के साथ केदारनाथ यात्रा'],
    date: 'यात्रा की पसंदीदा तारीख़',
    send: 'पूछताछ भेजें',
  },
} as const;

async function fillIn(language: keyof typeof labels, user: User) {
  const l = labels[language];
  await user.type(screen.getByLabelText(l.name), 'Asha Verma');
  await user.type(screen.getByLabelText(l.email), 'asha@example.com');
  await user.type(screen.getByLabelText(l.phone), '+91 98765 43210');
  await user.selectOptions(screen.getByLabelText(l.groupSize[0]), l.groupSize[1]);
  await user.selectOptions(screen.getByLabelText(l.duration[0]), l.duration[1]);
  await user.selectOptions(screen.getByLabelText(l.tour[0]), l.tour[1]);
  await user.type(screen.getByLabelText(l.date), '2030-05-20');
}

const thanks = {
  en: 'Thank you for your interest in DoDham Yatra!',
  hi: 'दोधाम यात्रा में रुचि दिखाने के लिए धन्यवाद! आपकी पूछताछ हमें मिल गई है।',
};

const stored = ['group_size', 'duration', 'budget', 'destination', 'package_type'] as const;
const codesOf = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(stored.map((column) => [column, row?.[column]]));

describe('the enquiry form on a Hindi page', { timeout: 30_000 }, () => {
  it('is in Hindi, with no English left', () => {
    const { container } = renderPackageForm('/hi/package/deluxe-pilgrimage');
    expect(screen.getByRole('heading', { name: 'हमसे पूछताछ करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'पूछताछ भेजें' })).toBeVisible();
    // The package's tour and duration are pre-filled, shown by their Hindi labels.
    expect(screen.getByLabelText('यात्रा पैकेज')).toHaveDisplayValue('दोधाम यात्रा (केदारनाथ और बद्रीनाथ)');
    expect(screen.getByLabelText('यात्रा की अवधि')).toHaveDisplayValue('5-6 दिन');
    expect(screen.getByLabelText('विशेष ज़रूरतें (वैकल्पिक)')).not.toBeRequired();
    expect(englishWords(visibleText(container))).toEqual([]);
  });

  it('stores exactly the codes an English submit stores', async () => {
    mockServer.use(tourInquiriesHandler({ store }));
    const rows: Record<string, unknown>[] = [];
    for (const [language, path] of [
      ['en', '/package/deluxe-pilgrimage'],
      ['hi', '/hi/package/deluxe-pilgrimage'],
    ] as const) {
      sessionStorage.clear();
      renderPackageForm(path);
      const user = userEvent.setup({ delay: null });
      await fillIn(language, user);
      await user.click(screen.getByRole('button', { name: labels[language].send }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(thanks[language]));
      expect(store.rows.size).toBe(rows.length + 1);
      rows.push([...store.rows.values()].at(-1) ?? {});
      cleanup();
    }
    expect(codesOf(rows[0])).toEqual({
      group_size: '3-5',
      duration: '7-8',
      budget: 'Kedarnathwithtungnath',
      destination: 'DoDham Yatra',
      package_type: 'Kedarnath Yatra with Tungnath',
    });
    expect(codesOf(rows[1])).toEqual(codesOf(rows[0]));
  });

  it('explains a refused field in Hindi and keeps everything typed', async () => {
    mockServer.use(tourInquiriesHandler({ store }));
    renderPackageForm('/hi/package/deluxe-pilgrimage');
    const user = userEvent.setup({ delay: null });
    await fillIn('hi', user);
    await user.type(screen.getByLabelText('विशेष ज़रूरतें (वैकल्पिक)'), 'माँ के लिए पालकी');
    const phone = screen.getByLabelText('फ़ोन नंबर');
    await user.clear(phone);
    await user.type(phone, '12 34');
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));

    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(contactMessagesHi.phone);
    expect(phone).toHaveValue('12 34');
    expect(screen.getByLabelText('पूरा नाम')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('यात्रा पैकेज')).toHaveValue('Kedarnathwithtungnath');
    expect(screen.getByLabelText('विशेष ज़रूरतें (वैकल्पिक)')).toHaveValue('माँ के लिए पालकी');
    expect(store.rows.size).toBe(0);

    // A past travel date is refused in Hindi too.
    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    const date = screen.getByLabelText('यात्रा की पसंदीदा तारीख़');
    await user.clear(date);
    await user.type(date, '2024-01-02');
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('आज की या उसके बाद की कोई तारीख़ चुनें।'));
    expect(store.rows.size).toBe(0);
  });

  it('explains a refusal for too many messages in Hindi, with the phone and WhatsApp', async () => {
    mockServer.use(tourInquiriesHandler({ store, perConnection: 0 }));
    renderPackageForm('/hi/package/deluxe-pilgrimage');
    const user = userEvent.setup({ delay: null });
    await fillIn('hi', user);
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/इस समय हमारे पास बहुत सारे संदेश आ रहे हैं/);
    expect(within(alert).getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    const whatsapp = within(alert).getByRole('link', { name: 'WhatsApp पर संदेश भेजें' });
    expect(whatsapp).toBeVisible();
    // The chat opens with a Hindi message (issue 65).
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toMatch(/^नमस्ते! मुझे/);
    expect(englishWords(visibleText(alert))).toEqual([]);
    expect(screen.getByLabelText('पूरा नाम')).toHaveValue('Asha Verma');
  });

  it('says a failed send in Hindi', async () => {
    mockServer.use(tourInquiriesHandler({ store, behaviours: ['server-error'] }));
    renderPackageForm('/hi/package/deluxe-pilgrimage');
    const user = userEvent.setup({ delay: null });
    await fillIn('hi', user);
    await user.click(screen.getByRole('button', { name: 'पूछताछ भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'आपकी जानकारी भेजते समय कोई गड़बड़ी हो गई। कृपया दोबारा कोशिश करें या हमसे सीधे संपर्क करें।',
    );
    expect(screen.getByLabelText('यात्रा की अवधि')).toHaveValue('7-8');
  });

  it('in demo mode says in Hindi that enquiries are not sent', async () => {
    mockServer.use(runtimeConfigHandler({ demo: true }), tourInquiriesHandler({ store }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderPackageForm('/hi/package/deluxe-pilgrimage');
    expect(await screen.findByText(/डेमो मोड: .*\(पूछताछ\) कहीं नहीं पहुँचेगी/)).toBeVisible();
    expect(englishWords(visibleText(container))).toEqual([]);
  });
});
