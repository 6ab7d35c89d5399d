import { placeholderSlots } from '@chardham/build/standalone';
import { homeSections } from '@chardham/shared/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render';
import { HomePage } from './home-page';

// Renders the whole page (dozens of cards and pictures): allow for a busy CI machine.
describe('HomePage', { timeout: 20_000 }, () => {
  it('has the anchored sections in the spec order, contact last', async () => {
    const { container } = renderWithRouter(<HomePage slots={placeholderSlots} />);
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
    renderWithRouter(<HomePage slots={placeholderSlots} />);
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
    renderWithRouter(<HomePage slots={placeholderSlots} />);
    const contact = screen.getByRole('region', { name: 'Plan Your Sacred Journey' });
    expect(within(contact).getByText(/Enquiry form for Chardham Yatra/)).toBeInTheDocument();
    const whatsapp = within(contact).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.*Chardham%20Yatra/);
    expect(within(contact).getByText('Monday - Saturday')).toBeInTheDocument();
    expect(within(contact).getByText('4.9/5')).toBeInTheDocument();
  });
});
