import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishOnPage } from '../../../testing/hindi';
import { renderRoute } from '../../../testing/render-route';

const count = () => screen.getByRole('status').textContent;

describe('All Packages in Hindi (/hi/packages)', () => {
  it('shows the header, the count and every card in Hindi', () => {
    const { container } = renderRoute('/hi/packages');
    expect(screen.getByRole('heading', { level: 1, name: 'सभी पैकेज' })).toBeInTheDocument();
    expect(screen.getByText('अपने लिए सबसे अच्छी चारधाम यात्रा चुनें')).toBeInTheDocument();
    expect(count()).toBe('6 में से 6 पैकेज दिखाए जा रहे हैं');
    expect(screen.getByRole('link', { name: /होम पेज पर लौटें/ })).toHaveAttribute('href', '/hi/');
    expect(
      screen.getByRole('heading', { name: 'अपनी आध्यात्मिक यात्रा शुरू करने के लिए तैयार हैं?' }),
    ).toBeInTheDocument();
    // Nothing in Latin letters but the enquiry slice's own components (left out: they translate themselves).
    expect(englishOnPage(container)).toEqual([]);
  });

  it('says one package shown in the singular', () => {
    renderRoute('/hi/packages?price=budget');
    expect(count()).toBe('6 में से 1 पैकेज दिखाया जा रहा है');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows a card with the Hindi catalogue, details and price, linking to the Hindi detail page', () => {
    renderRoute('/hi/packages');
    const card = screen.getByRole('article', { name: 'संपूर्ण चारधाम यात्रा' });
    const inCard = within(card);
    expect(inCard.getByText('9 दिन/8 रातें')).toBeInTheDocument();
    expect(inCard.getByText('अधिकतम 25 लोग')).toBeInTheDocument();
    expect(inCard.getByText('हरिद्वार से')).toBeInTheDocument();
    expect(inCard.getByText('मध्यम से कठिन')).toHaveAttribute('data-tone', 'moderate');
    expect(
      within(inCard.getByRole('list', { name: 'मुख्य आकर्षण' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('चारों धामों के दर्शन');
    expect(inCard.getByText('(312 समीक्षाएँ)', { exact: false })).toBeInTheDocument();
    expect(inCard.getByText('₹65,000')).toBeInTheDocument();
    expect(inCard.getByText('प्रति व्यक्ति')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'संपूर्ण चारधाम यात्रा' })).toHaveAttribute(
      'href',
      '/hi/package/complete-chardham',
    );
    expect(inCard.getByRole('link', { name: 'पूरा विवरण देखें (संपूर्ण चारधाम यात्रा)' })).toBeInTheDocument();
    const custom = within(screen.getByRole('article', { name: 'अपनी पसंद का पैकेज' }));
    expect(custom.getByText('आपकी यात्रा के अनुसार कोटेशन')).toBeInTheDocument();
  });

  it('labels the filters in Hindi and writes the same codes to the URL as in English', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/hi/packages');
    expect(screen.getByRole('search', { name: 'पैकेज फ़िल्टर करें' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'अवधि' }), 'मध्यम (5-6 दिन)');
    expect(count()).toBe('6 में से 2 पैकेज दिखाए जा रहे हैं');
    await user.selectOptions(screen.getByRole('combobox', { name: 'कठिनाई' }), 'कठिन');
    expect(screen.getByRole('article', { name: 'तुंगनाथ के साथ दोधाम' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'बजट' }), '₹50 हज़ार से अधिक');
    expect(location().pathname).toBe('/hi/packages');
    expect(location().search).toBe('?difficulty=difficult&duration=medium&price=premium');
    expect(screen.getByRole('heading', { name: 'कोई पैकेज नहीं मिला' })).toBeInTheDocument();
  });

  it('finds packages by their Hindi or English names', async () => {
    const user = userEvent.setup();
    renderRoute('/hi/packages');
    const search = screen.getByRole('searchbox', { name: 'खोजें' });
    expect(search).toHaveAttribute('placeholder', 'नाम या स्थान से खोजें…');
    await user.type(search, 'तुंगनाथ');
    expect(count()).toBe('6 में से 3 पैकेज दिखाए जा रहे हैं');
    await user.clear(search);
    await user.type(search, 'Tungnath');
    expect(count()).toBe('6 में से 3 पैकेज दिखाए जा रहे हैं');
  });

  it('shows the empty state in Hindi and clears every filter', async () => {
    const user = userEvent.setup();
    const { container, location } = renderRoute(
      '/hi/packages?q=everest&difficulty=easy&duration=long&price=budget',
    );
    expect(screen.getByText('खोज के शब्द या फ़िल्टर बदलकर देखें')).toBeInTheDocument();
    // The visitor's own search text (in the search box's value) is not page text.
    expect(englishOnPage(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'सभी फ़िल्टर हटाएँ' }));
    expect(count()).toBe('6 में से 6 पैकेज दिखाए जा रहे हैं');
    expect(location().pathname).toBe('/hi/packages');
    expect(location().search).toBe('');
  });

  it('presets the itinerary request to the same codes as the English page', () => {
    renderRoute('/hi/packages');
    expect(screen.getByRole('form', { name: 'Enquiry' })).toHaveTextContent(
      'Enquiry for Chardham Yatra (Complete Chardham Yatra)',
    );
  });
});
