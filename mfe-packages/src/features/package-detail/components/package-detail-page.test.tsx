import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

describe('package detail', () => {
  it('shows the hero of the package', () => {
    renderRoute('/package/standard-package');
    expect(screen.getByRole('heading', { level: 1, name: 'Kedarnath Tour' })).toBeInTheDocument();
    const hero = screen.getByRole('banner');
    expect(within(hero).getByText('4 Days/3 Nights')).toBeInTheDocument();
    expect(within(hero).getByText('Max 30 people')).toBeInTheDocument();
    expect(within(hero).getByText('(168 reviews)')).toBeInTheDocument();
    expect(within(hero).getByText('Moderate')).toBeInTheDocument();
    expect(within(hero).getByText('₹25,000')).toBeInTheDocument();
  });

  it('opens on the overview, then shows the itinerary and inclusions', async () => {
    const user = userEvent.setup();
    renderRoute('/package/complete-chardham');
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByRole('heading', { name: 'Best time to visit' })).toBeInTheDocument();
    expect(within(overview).getByText('May - November')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Itinerary' }));
    const days = within(screen.getByRole('tabpanel', { name: 'Itinerary' })).getAllByRole('heading', {
      level: 3,
    });
    expect(days).toHaveLength(9);
    expect(days[5]).toHaveAccessibleName(/^Day 6:\s?Guptkashi to Kedarnath$/);

    await user.click(screen.getByRole('tab', { name: 'Inclusions' }));
    const inclusions = screen.getByRole('tabpanel', { name: 'Inclusions' });
    expect(within(inclusions).getByRole('heading', { name: "What's included" })).toBeInTheDocument();
    expect(within(inclusions).getByRole('heading', { name: 'Not included' })).toBeInTheDocument();
  });

  it.each([
    ['complete-chardham', 'Chardham Yatra (Complete Chardham Yatra)'],
    ['deluxe-pilgrimage', 'DoDham Yatra'],
    ['chardham-tungnath', 'Tungnath Yatra'],
  ])('pre-fills the enquiry of %s from its destination profile', (id, text) => {
    renderRoute(`/package/${id}`);
    expect(screen.getByRole('form', { name: 'Enquiry' })).toHaveTextContent(`Enquiry for ${text}`);
  });

  it('sets the document title to the package name', () => {
    renderRoute('/package/luxury-experience');
    expect(document.title).toBe('2Dham with Tungnath | Sacred Himalaya Yatra');
  });

  it('goes back to the plain list from a shared link', () => {
    renderRoute('/package/luxury-experience');
    expect(screen.getByRole('link', { name: 'Back to Packages' })).toHaveAttribute('href', '/packages');
  });

  it('goes back to the filtered list the visitor came from', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/packages?duration=medium');
    await user.click(screen.getByRole('link', { name: 'DoDham Yatra' }));
    expect(location().pathname).toBe('/package/deluxe-pilgrimage');
    await user.click(screen.getByRole('link', { name: 'Back to Packages' }));
    expect(location().search).toBe('?duration=medium');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 6 packages');
  });

  it('shows the custom request page for custom-package', () => {
    renderRoute('/package/custom-package');
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Package Request' })).toBeInTheDocument();
  });

  it('shows Package Not Found for an unknown id', () => {
    renderRoute('/package/everest-base-camp');
    expect(screen.getByRole('heading', { level: 1, name: 'Package Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The package you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Package Not Found | Sacred Himalaya Yatra');
  });
});
