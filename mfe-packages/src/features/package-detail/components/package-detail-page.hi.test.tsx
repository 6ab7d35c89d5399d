import { packageIds } from '@chardham/shared/schemas/package';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishOnPage } from '../../../testing/hindi';
import { renderRoute } from '../../../testing/render-route';

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute) ?? '';

describe('package detail in Hindi (/hi/package/:id)', () => {
  it('shows the hero in Hindi', () => {
    renderRoute('/hi/package/standard-package');
    expect(screen.getByRole('heading', { level: 1, name: 'केदारनाथ यात्रा' })).toBeInTheDocument();
    const hero = within(screen.getByRole('banner'));
    expect(hero.getByText('4 दिन/3 रातें')).toBeInTheDocument();
    expect(hero.getByText('अधिकतम 30 लोग')).toBeInTheDocument();
    expect(hero.getByText('(168 समीक्षाएँ)')).toBeInTheDocument();
    expect(hero.getByText('मध्यम')).toBeInTheDocument();
    expect(hero.getByText('₹25,000')).toBeInTheDocument();
    expect(hero.getByRole('img')).toHaveAccessibleName('भोर में बर्फ़ से ढके केदार पर्वत के नीचे पत्थर का केदारनाथ मंदिर');
    expect(hero.getByRole('link', { name: /सभी पैकेज पर लौटें/ })).toHaveAttribute('href', '/hi/packages');
  });

  it('opens on the overview, then shows the itinerary and inclusions, all in Hindi', async () => {
    const user = userEvent.setup();
    renderRoute('/hi/package/complete-chardham');
    const overview = screen.getByRole('tabpanel', { name: 'झलक' });
    expect(within(overview).getByRole('heading', { name: 'यात्रा का सबसे अच्छा समय' })).toBeInTheDocument();
    expect(within(overview).getByText('मई से नवंबर')).toBeInTheDocument();
    expect(within(overview).getByText('यमुनोत्री, गंगोत्री, केदारनाथ, बद्रीनाथ')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'यात्रा-कार्यक्रम' }));
    const days = within(screen.getByRole('tabpanel', { name: 'यात्रा-कार्यक्रम' })).getAllByRole('heading', {
      level: 3,
    });
    expect(days).toHaveLength(9);
    expect(days[5]).toHaveAccessibleName(/^दिन 6:\s?गुप्तकाशी से केदारनाथ$/);

    await user.click(screen.getByRole('tab', { name: 'क्या शामिल है' }));
    const inclusions = within(screen.getByRole('tabpanel', { name: 'क्या शामिल है' }));
    expect(inclusions.getByRole('heading', { name: 'पैकेज में शामिल' })).toBeInTheDocument();
    expect(inclusions.getByRole('heading', { name: 'पैकेज में शामिल नहीं' })).toBeInTheDocument();
    expect(inclusions.getByText('यात्रा बीमा')).toBeInTheDocument();
  });

  it.each(packageIds.filter((id) => id !== 'custom-package'))('leaves no English on the page of %s', (id) => {
    const { container } = renderRoute(`/hi/package/${id}`);
    expect(screen.getByRole('heading', { level: 2, name: /अपनी यात्रा की योजना बनाएँ$/ })).toBeInTheDocument();
    // Every tab's panel, the hidden ones too; the enquiry slice's stand-in form is left out.
    expect(englishOnPage(container, { withHiddenPanels: true })).toEqual([]);
  });

  it('sees the English an English page has (the check is not vacuous)', () => {
    const { container } = renderRoute('/package/complete-chardham');
    expect(englishOnPage(container, { withHiddenPanels: true })).toEqual(
      expect.arrayContaining(['Back', 'Packages', 'Overview', 'Day']),
    );
  });

  it('hands the enquiry form the same codes as the English page', () => {
    renderRoute('/hi/package/complete-chardham');
    expect(screen.getByRole('form', { name: 'Enquiry' })).toHaveTextContent(
      'Enquiry for Chardham Yatra (Complete Chardham Yatra)',
    );
  });

  it('writes the head tags in Hindi, with the Hindi share image', () => {
    renderRoute('/hi/package/luxury-experience');
    expect(document.title).toBe('तुंगनाथ के साथ दोधाम | Sacred Himalaya Yatra');
    expect(head('meta[name="description"]')).toMatch(/^केदारनाथ और बद्रीनाथ, साथ में/);
    expect(head('meta[property="og:image"]')).toMatch(/\/share\/luxury-experience-hi\.jpg$/);
    const graph = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    )['@graph'];
    const names = (type: string) => graph.find((item: { '@type': string }) => item['@type'] === type);
    expect(names('TouristTrip').name).toBe('तुंगनाथ के साथ दोधाम');
    expect(names('BreadcrumbList').itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual([
      'होम',
      'सभी पैकेज',
      'तुंगनाथ के साथ दोधाम',
    ]);
  });

  it('keeps the English share image on the English page', () => {
    renderRoute('/package/luxury-experience');
    expect(head('meta[property="og:image"]')).toMatch(/\/share\/luxury-experience\.jpg$/);
  });

  it('goes back to the filtered Hindi list the visitor came from', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/hi/packages?duration=medium');
    await user.click(screen.getByRole('link', { name: 'दोधाम यात्रा' }));
    expect(location().pathname).toBe('/hi/package/deluxe-pilgrimage');
    await user.click(screen.getByRole('link', { name: /सभी पैकेज पर लौटें/ }));
    expect(location().pathname).toBe('/hi/packages');
    expect(location().search).toBe('?duration=medium');
    expect(screen.getByRole('status')).toHaveTextContent('6 में से 2 पैकेज दिखाए जा रहे हैं');
  });

  it('titles the custom request page in Hindi', () => {
    renderRoute('/hi/package/custom-package');
    expect(document.title).toBe('अपनी पसंद का पैकेज | Sacred Himalaya Yatra');
    expect(head('meta[name="description"]')).toMatch(/^हमें अपनी तारीख़ें/);
  });

  it('shows Package Not Found in Hindi for an unknown id', () => {
    const { container } = renderRoute('/hi/package/everest-base-camp');
    expect(screen.getByRole('heading', { level: 1, name: 'पैकेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('आप जो पैकेज ढूँढ रहे हैं, वह मौजूद नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/hi/');
    expect(document.title).toBe('पैकेज नहीं मिला | Sacred Himalaya Yatra');
    expect(englishOnPage(container)).toEqual([]);
  });
});
