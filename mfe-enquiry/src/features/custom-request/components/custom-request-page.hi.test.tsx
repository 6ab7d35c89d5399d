import { forgetRuntimeConfig } from '@chardham/shared/supabase';
import { createRowStore, type RowStore } from '@chardham/shared/testing';
import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { mockServer } from '@chardham/shared/testing/server';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { customPackageRequestsHandler } from '../../../testing/handlers';
import { CustomRequestPage } from './custom-request-page';

let store: RowStore;
beforeEach(() => {
  sessionStorage.clear();
  forgetRuntimeConfig();
  store = createRowStore();
  mockServer.use(customPackageRequestsHandler({ store }));
});

function renderHindiPage() {
  const router = createMemoryRouter(
    [
      { path: '/hi', element: <h1>होम पेज</h1> },
      { path: '/hi/package/custom-package', element: <CustomRequestPage /> },
    ],
    { initialEntries: ['/hi/package/custom-package'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

describe('the custom package request page in Hindi', { timeout: 20_000 }, () => {
  it('is in Hindi, with no English left', () => {
    const { container } = renderHindiPage();
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी पसंद का पैकेज बनवाएँ' })).toBeVisible();
    for (const name of ['आपकी जानकारी', 'यात्रा का विवरण', 'और कोई ज़रूरत']) {
      expect(screen.getByRole('group', { name })).toBeVisible();
    }
    const aside = screen.getByRole('complementary', { name: 'अपनी पसंद के पैकेज के बारे में' });
    expect(within(aside).getByRole('heading', { name: 'अपनी पसंद का पैकेज क्यों?' })).toBeVisible();
    expect(within(aside).getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(screen.getByRole('button', { name: 'अनुरोध भेजें' })).toBeVisible();
    expect(screen.getByLabelText('विशेष ज़रूरतें (वैकल्पिक)')).not.toBeRequired();
    expect(englishWords(visibleText(container))).toEqual([]);
  });

  it('stores the same codes as in English, confirms in Hindi and returns to the Hindi home page', async () => {
    const { router } = renderHindiPage();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('पूरा नाम'), 'रवि कुमार');
    await user.type(screen.getByLabelText('ईमेल पता'), 'ravi@example.com');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '+91 91234 56789');
    await user.selectOptions(screen.getByLabelText('यात्रियों की संख्या'), '6-10 लोग');
    await user.selectOptions(screen.getByLabelText('यात्रा की अवधि'), '7-8 दिन');
    await user.selectOptions(screen.getByLabelText('प्रति व्यक्ति बजट'), '₹40,000 - ₹50,000');
    await user.selectOptions(screen.getByLabelText('कौन-से धाम'), 'संपूर्ण चारधाम (चारों धाम)');
    await user.type(screen.getByLabelText('यात्रा की पसंदीदा तारीख़'), '2030-09-12');
    await user.selectOptions(screen.getByLabelText('ठहरने की व्यवस्था'), 'सामान्य (आरामदायक होटल)');
    await user.selectOptions(screen.getByLabelText('आने-जाने का साधन'), 'एसी गाड़ी');
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'आपका अनुरोध हमें मिल गया है! हम 24 घंटे के भीतर आपसे संपर्क करेंगे।',
      ),
    );
    // The codes of the English test (custom-request-page.test.tsx), not the Hindi labels.
    expect([...store.rows.values()]).toEqual([
      expect.objectContaining({
        name: 'रवि कुमार',
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
    expect(screen.getByRole('link', { name: 'अभी जाएँ' })).toHaveAttribute('href', '/hi/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/'), { timeout: 9000 });
  });

  it('explains an unanswered choice in Hindi and keeps what was typed', async () => {
    renderHindiPage();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('पूरा नाम'), 'रवि कुमार');
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ईमेल पता')).toHaveAccessibleDescription(
        'ईमेल पता इस तरह लिखें: name@example.com',
      ),
    );
    expect(screen.getByLabelText('आने-जाने का साधन')).toHaveAccessibleDescription('आने-जाने का साधन चुनें।');
    expect(screen.getByLabelText('पूरा नाम')).toHaveValue('रवि कुमार');
    expect(store.rows.size).toBe(0);
  });
});
