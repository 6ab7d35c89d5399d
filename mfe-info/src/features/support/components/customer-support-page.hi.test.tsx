import { siteConfig } from '@chardham/shared/config';
import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { CustomerSupportPage } from './customer-support-page';

const renderHindi = () => renderRoute('/hi/customer-support', <CustomerSupportPage />);

describe('Customer Support in Hindi', () => {
  it('offers the three channels in Hindi, with the same numbers and addresses', () => {
    renderHindi();
    expect(screen.getByRole('heading', { level: 1, name: 'ग्राहक सहायता' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'हम आपकी क्या मदद करें?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'अभी संपर्क करें फ़ोन पर' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    const email = screen.getByRole('link', { name: 'अभी संपर्क करें ईमेल से' });
    expect(email.getAttribute('href')).toMatch(/^mailto:yatra@example\.com\?subject=%E0/);
    const whatsapp = screen.getByRole('link', { name: 'अभी संपर्क करें WhatsApp पर' });
    const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toMatch(/^नमस्ते!/);
    expect(screen.getByText('चौबीसों घंटे आपातकालीन सहायता')).toBeVisible();
    expect(screen.getByText('2 घंटे के भीतर जवाब')).toBeVisible();
    expect(screen.getByText('सोमवार से रविवार, सुबह 8:00 से रात 10:00 बजे तक')).toBeVisible();
  });

  it('asks and answers the nine questions in Hindi, in three categories', async () => {
    const user = userEvent.setup();
    renderHindi();
    for (const category of ['बुकिंग और आरक्षण', 'यात्राएँ और यात्रा-कार्यक्रम', 'सुरक्षा और स्वास्थ्य']) {
      const section = screen.getByRole('region', { name: category });
      expect(within(section).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    }
    const question = screen.getByRole('button', { name: 'अगर बुकिंग रद्द करनी पड़े तो क्या होगा?' });
    await user.click(question);
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).toBeVisible();
    // One lead, then the tiers (issue 47): what the charge depends on is said once.
    expect(answer).toHaveTextContent(
      'इस पर निर्भर करता है कि यात्रा शुरू होने से कितने दिन पहले आपकी लिखित सूचना हमें मिलती है: 30 या उससे ज़्यादा दिन पहले यात्रा मूल्य का 10%,',
    );
    expect(answer).toHaveTextContent('और 7 दिन से कम पहले कोई रिफ़ंड नहीं।');
  });

  it('shows the office and its hours, and why to choose our support, in Hindi', () => {
    renderHindi();
    expect(screen.getByRole('heading', { name: 'हमारे कार्यालय आइए' })).toBeVisible();
    expect(screen.getByText('हरिद्वार, उत्तराखंड 249401')).toBeVisible();
    expect(screen.getAllByRole('term')).toHaveLength(siteConfig.hours.support.length);
    expect(screen.getByText('सोमवार से शुक्रवार')).toBeVisible();
    expect(screen.getByText('सुबह 9:00 से शाम 7:00 बजे तक')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'भरोसेमंद सेवा' })).toBeVisible();
  });

  it('leaves no English on the page, the answers included', async () => {
    const user = userEvent.setup();
    const { container } = renderHindi();
    for (const question of screen.getAllByRole('button', { expanded: false })) await user.click(question);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(9);
    expect(englishWords(visibleText(container))).toEqual([]);
  });
});
