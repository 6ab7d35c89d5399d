import { placeholderSlots } from '@chardham/build/standalone';
import type { EnquiryFormProps, EnquirySlots } from '@chardham/shared/contracts';
import { homeSections } from '@chardham/shared/routes';
import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atBrowserPath, renderRoute } from '../../../testing/render-route';
import { HomePage } from './home-page';

// Renders the whole page (dozens of cards and pictures): allow for a busy CI machine.
describe('HomePage', { timeout: 20_000 }, () => {
  it('has the anchored sections in the spec order, contact last', async () => {
    const { container } = renderRoute('/', <HomePage slots={placeholderSlots} />);
    // Sections further down arrive as their own code (islands).
    await waitFor(
      () => {
        const ids = [...container.querySelectorAll('section[id]')]
          .map((s) => s.id)
          .filter((id) => !id.startsWith('itinerary-day'));
        expect(ids).toEqual([...homeSections]);
      },
      { timeout: 15_000 },
    );
  });

  it('shows five featured tiles from the catalogue, View All Packages and the Complete Chardham banner', async () => {
    renderRoute('/', <HomePage slots={placeholderSlots} />);
    const packages = await screen.findByRole(
      'region',
      { name: 'Featured Pilgrimage Packages' },
      { timeout: 15_000 },
    );
    const tiles = within(packages).getAllByRole('heading', { level: 3 });
    expect(tiles).toHaveLength(6);
    const hrefs = within(packages)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/packages');
    expect(hrefs).not.toContain('/package/chardham-tungnath');
    expect(hrefs.filter((h) => h?.startsWith('/package/'))).toHaveLength(6);
    expect(
      within(packages).getByRole('link', { name: 'Complete Chardham Yatra Experience' }),
    ).toHaveAttribute('href', '/package/complete-chardham');
    expect(within(packages).getAllByText(/₹/).length).toBeGreaterThan(0);
  });

  it('embeds the enquiry form slot with the Chardham destination and a WhatsApp link', () => {
    renderRoute('/', <HomePage slots={placeholderSlots} />);
    const contact = screen.getByRole('region', { name: 'Plan Your Sacred Journey' });
    expect(within(contact).getByText(/Enquiry form for Chardham Yatra/)).toBeInTheDocument();
    const whatsapp = within(contact).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*Chardham%20Yatra/);
    expect(within(contact).getByText('Monday - Saturday')).toBeInTheDocument();
    expect(within(contact).getByText('4.9/5')).toBeInTheDocument();
  });
});

describe('HomePage in Hindi', { timeout: 20_000 }, () => {
  // The enquiry form is mfe-enquiry's (its Hindi is that slice's): a stand-in that keeps its props.
  const formProps: EnquiryFormProps[] = [];
  const hindiSlots: EnquirySlots = {
    EnquiryForm: (props) => {
      formProps.push(props);
      return <p>पूछताछ फ़ॉर्म</p>;
    },
    CustomRequest: () => null,
  };
  let restore = () => {};
  beforeEach(() => {
    formProps.length = 0;
    // The sections further down are islands, whose own router reads the browser's address.
    restore = atBrowserPath('/hi/');
  });
  afterEach(() => restore());

  const renderHindi = async () => {
    const view = renderRoute('/hi/', <HomePage slots={hindiSlots} />);
    await screen.findByRole('region', { name: 'हमारे यात्री क्या कहते हैं' }, { timeout: 15_000 });
    return view;
  };

  it('has every section in Hindi, in the same order, with no English left on the page', async () => {
    const { container } = await renderHindi();
    const ids = [...container.querySelectorAll('section[id]')]
      .map((s) => s.id)
      .filter((id) => !id.startsWith('itinerary-day'));
    expect(ids).toEqual([...homeSections]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अपनी पावन चारधाम यात्रा शुरू करें');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'पवित्र तीर्थस्थल',
      'चुनिंदा तीर्थयात्रा पैकेज',
      'हिमालय में आपका स्थानीय साथी',
      'संपूर्ण चारधाम यात्रा-कार्यक्रम',
      'हमारे यात्री क्या कहते हैं',
      'अपनी पावन यात्रा की योजना बनाएँ',
    ]);
    expect(screen.getAllByText('राजेश शर्मा').length).toBeGreaterThan(0);
    expect(screen.getByText('गूगल समीक्षाएँ')).toBeInTheDocument();

    // Left in Latin letters: the brand words, WhatsApp and DMC (shared allow-list) and the email
    // address (ignored); nothing else.
    expect(englishWords(visibleText(container))).toEqual([]);
    // What a screen reader meets besides the text: picture descriptions and names of controls.
    const described = [...container.querySelectorAll('[alt], [aria-label]')].map(
      (el) => el.getAttribute('alt') || el.getAttribute('aria-label') || '',
    );
    expect(described.length).toBeGreaterThan(20);
    expect(englishWords(described.join(' '))).toEqual([]);
  });

  it('shows the featured packages from the Hindi catalogue, with links in Hindi', async () => {
    await renderHindi();
    const packages = screen.getByRole('region', { name: 'चुनिंदा तीर्थयात्रा पैकेज' });
    expect(within(packages).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(packages).getByRole('link', { name: 'दोधाम यात्रा' })).toHaveAttribute(
      'href',
      '/hi/package/deluxe-pilgrimage',
    );
    expect(within(packages).getByRole('link', { name: /सभी पैकेज देखें/ })).toHaveAttribute(
      'href',
      '/hi/packages',
    );
    expect(within(packages).getByRole('link', { name: 'संपूर्ण चारधाम यात्रा का अनुभव' })).toHaveAttribute(
      'href',
      '/hi/package/complete-chardham',
    );
    expect(within(packages).getByText('प्रति व्यक्ति ₹65,000 से शुरू')).toBeInTheDocument();
    expect(within(packages).getAllByText(/समीक्षाएँ/).length).toBeGreaterThan(0);
  });

  it('gives the enquiry form the same stored values as the English page, and contact details in Hindi', async () => {
    await renderHindi();
    expect(formProps.at(-1)).toEqual({
      destination: 'Chardham Yatra',
      packageType: 'Complete Chardham Yatra',
      idPrefix: 'home',
    });
    const contact = screen.getByRole('region', { name: 'अपनी पावन यात्रा की योजना बनाएँ' });
    const whatsapp = within(contact).getByRole('link', { name: /WhatsApp पर बात करें/ });
    // The chat opens with a Hindi message (issue 65).
    const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toMatch(/^नमस्ते! मुझे/);
    expect(within(contact).getByText('सोमवार से शनिवार')).toBeInTheDocument();
    expect(within(contact).getByText('हरिद्वार, उत्तराखंड, भारत - 249401')).toBeInTheDocument();
    expect(within(contact).getByRole('list', { name: 'तीर्थयात्री हम पर भरोसा क्यों करते हैं' })).toHaveTextContent(
      '4.9/5 रेटिंग',
    );
  });

  it('sets the Hindi title, description and share image', async () => {
    await renderHindi();
    await waitFor(() =>
      expect(document.title).toBe('Sacred Himalaya Yatra | हरिद्वार से चारधाम यात्रा और दोधाम यात्रा'),
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^हरिद्वार से चारधाम, दोधाम, केदारनाथ और तुंगनाथ की तीर्थयात्राएँ/,
    );
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /\/share\/home-hi\.jpg$/,
    );
  });
});
