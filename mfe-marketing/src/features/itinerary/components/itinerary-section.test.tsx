import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { hydrateAfter } from '@chardham/shared/testing/hydrate';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ItinerarySection } from './itinerary-section';

const visible = (text: string) => screen.queryAllByText(text).filter((el) => !el.closest('[hidden]'));
const day = (n: number) => screen.getByRole('button', { name: new RegExp(`^Day ${n} `) });

describe('ItinerarySection', () => {
  it('shows the exact heading, subtitle and nine collapsed days', () => {
    render(<ItinerarySection />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Complete Chardham Itinerary' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '9 Days / 8 Nights - Complete Chardham Yatra from Haridwar covering Yamunotri, Gangotri, Kedarnath & Badrinath',
      ),
    ).toBeInTheDocument();
    for (let n = 1; n <= 9; n++) expect(day(n)).toHaveAttribute('aria-expanded', 'false');
    expect(visible('Detailed Description')).toHaveLength(0);
    expect(within(day(1)).getByText('1 Day')).toBeInTheDocument();
    expect(within(day(6)).getByText('17 km trek')).toBeInTheDocument();
  });

  it('toggles each card on its own, several open at once', async () => {
    const user = userEvent.setup();
    render(<ItinerarySection />);
    await user.click(day(2));
    await user.click(day(6));
    expect(day(2)).toHaveAttribute('aria-expanded', 'true');
    expect(day(6)).toHaveAttribute('aria-expanded', 'true');
    expect(day(1)).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(day(6).getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByText('Detailed Description')).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByText('Hotel in Kedarnath')).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByText('Breakfast, Dinner')).toBeInTheDocument();
    await user.click(day(2));
    expect(day(2)).toHaveAttribute('aria-expanded', 'false');
    expect(day(6)).toHaveAttribute('aria-expanded', 'true');
  });

  it('View Complete Itinerary opens all nine days, then collapses them', async () => {
    const user = userEvent.setup();
    render(<ItinerarySection />);
    await user.click(screen.getByRole('button', { name: 'View Complete Itinerary' }));
    expect(visible('Detailed Description')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Collapse Itinerary' }));
    expect(visible('Detailed Description')).toHaveLength(0);
  });
});

describe('ItinerarySection, a card opened before its code ran (decision 088)', () => {
  it('hydrates with that card open, then shows its details, and the next tap closes it', async () => {
    const user = userEvent.setup();
    // What the early script does at the tap: the button's state, its panel and its card.
    const { container, complaints } = await hydrateAfter(<ItinerarySection />, (page) => {
      const button = page.querySelector('#itinerary-day-2-button') as HTMLElement;
      button.setAttribute('aria-expanded', 'true');
      page.querySelector('#itinerary-day-2-panel')?.removeAttribute('hidden');
      button.closest('[data-open]')?.setAttribute('data-open', 'true');
    });
    expect(complaints).toEqual([]);
    const panel = within(container).getByText('Detailed Description').closest('[id]') as HTMLElement;
    expect(panel.id).toBe('itinerary-day-2-panel');
    expect(panel).toBeVisible();
    expect(day(2)).toHaveAttribute('aria-expanded', 'true');
    await user.click(day(2));
    expect(day(2)).toHaveAttribute('aria-expanded', 'false');
    expect(visible('Detailed Description')).toHaveLength(0);
  });
});

describe('ItinerarySection in Hindi', () => {
  const hindiDay = (n: number) => screen.getByRole('button', { name: new RegExp(`^दिन ${n} `) });

  it('shows the heading, the nine days and their details in Hindi, with no English left', async () => {
    const user = userEvent.setup();
    const { container } = renderRoute('/hi/', <ItinerarySection />);
    expect(screen.getByRole('heading', { level: 2, name: 'संपूर्ण चारधाम यात्रा-कार्यक्रम' })).toBeInTheDocument();
    expect(
      screen.getByText('9 दिन / 8 रातें - हरिद्वार से संपूर्ण चारधाम यात्रा: यमुनोत्री, गंगोत्री, केदारनाथ और बद्रीनाथ'),
    ).toBeInTheDocument();
    for (let n = 1; n <= 9; n++) expect(hindiDay(n)).toHaveAttribute('aria-expanded', 'false');
    expect(within(hindiDay(6)).getByText('गुप्तकाशी से केदारनाथ')).toBeInTheDocument();
    expect(within(hindiDay(6)).getByText('17 किमी की चढ़ाई')).toBeInTheDocument();
    expect(within(hindiDay(1)).getByText('1 दिन')).toBeInTheDocument();

    await user.click(hindiDay(6));
    const panel = document.getElementById(hindiDay(6).getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('विस्तृत विवरण')).toBeInTheDocument();
    expect(within(panel).getByText('केदारनाथ में होटल')).toBeInTheDocument();
    expect(within(panel).getByText('नाश्ता, रात का खाना')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'पूरा यात्रा-कार्यक्रम देखें' }));
    expect(screen.getAllByText('विस्तृत विवरण').filter((el) => !el.closest('[hidden]'))).toHaveLength(9);
    // Every day's details are open: the whole section is visible text now.
    expect(englishWords(visibleText(container))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'यात्रा-कार्यक्रम समेटें' }));
    expect(hindiDay(1)).toHaveAttribute('aria-expanded', 'false');
  });
});
