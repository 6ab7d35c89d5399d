import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
