import { placeholderSlots } from '@chardham/shared/dev';
import { homeSections } from '@chardham/shared/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render';
import { HomePage } from './home-page';

// Renders the whole page (dozens of cards and pictures): allow for a busy CI machine.
describe('HomePage', { timeout: 20_000 }, () => {
  it('has the anchored sections in the spec order, contact last', () => {
    const { container } = renderWithRouter(<HomePage slots={placeholderSlots} />);
    const ids = [...container.querySelectorAll(':scope > section[id]')].map((s) => s.id);
    expect(ids).toEqual([...homeSections]);
  });

  it('shows five featured tiles from the catalogue, View All Packages and the Complete Chardham banner', () => {
    renderWithRouter(<HomePage slots={placeholderSlots} />);
    const packages = screen.getByRole('region', { name: 'Featured Pilgrimage Packages' });
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
    renderWithRouter(<HomePage slots={placeholderSlots} />);
    const contact = screen.getByRole('region', { name: 'Plan Your Sacred Journey' });
    expect(within(contact).getByText(/Enquiry form for Chardham Yatra/)).toBeInTheDocument();
    const whatsapp = within(contact).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*Chardham%20Yatra/);
    expect(within(contact).getByText('Monday - Saturday')).toBeInTheDocument();
    expect(within(contact).getByText('4.9/5')).toBeInTheDocument();
  });
});
