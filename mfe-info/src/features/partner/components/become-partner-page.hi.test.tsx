import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { BecomePartnerPage } from './become-partner-page';

const renderHindi = () => renderRoute('/hi/become-partner', <BecomePartnerPage />);

describe('Become Partner in Hindi', () => {
  it('shows the Coming Soon hero, the benefits and what is coming in Hindi', () => {
    renderHindi();
    expect(screen.getByText('जल्द आ रहा है')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे साझेदार बनें' })).toBeVisible();
    for (const name of ['बढ़ता नेटवर्क', 'बढ़ती कमाई', 'भरोसेमंद नाम', 'विशेष सहायता']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    for (const name of ['साझेदार डैशबोर्ड', 'प्रचार सामग्री', 'साझेदार समुदाय']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'प्रतीक्षा सूची में नाम लिखवाएँ' })).toBeVisible();
  });

  it('Get Notified and Learn More move focus in Hindi too', async () => {
    const user = userEvent.setup();
    renderHindi();
    await user.click(screen.getByRole('link', { name: 'सूचना पाएँ' }));
    expect(screen.getByRole('textbox', { name: 'आपका नाम' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'और जानें साझेदारी के लाभों के बारे में' }));
    expect(screen.getByRole('heading', { level: 2, name: 'साझेदारी के लाभ' })).toHaveFocus();
  });

  it('gives the partnerships contacts with Hindi labels and the same addresses', () => {
    renderHindi();
    expect(screen.getByRole('heading', { name: 'हमारी साझेदारी टीम से बात करें' })).toBeVisible();
    const email = screen.getByRole('link', { name: 'partners@example.com' });
    expect(email.getAttribute('href')).toMatch(/^mailto:partners@example\.com\?subject=%E0/);
    expect(screen.getByRole('link', { name: '+91 00000 00001' })).toHaveAttribute(
      'href',
      'tel:+910000000001',
    );
    expect(screen.getByText('हरिद्वार, उत्तराखंड')).toBeVisible();
  });

  it('leaves no English on the page', () => {
    const { container } = renderHindi();
    expect(englishWords(visibleText(container))).toEqual([]);
  });
});
