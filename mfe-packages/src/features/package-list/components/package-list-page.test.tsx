import { packages } from '@chardham/shared/content/packages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const count = () => screen.getByRole('status').textContent;

describe('All Packages', () => {
  it('shows the header, every package and the count', () => {
    renderRoute('/packages');
    expect(screen.getByRole('heading', { level: 1, name: 'All Packages' })).toBeInTheDocument();
    expect(screen.getByText('Choose your perfect Chardham Yatra experience')).toBeInTheDocument();
    expect(count()).toBe(`Showing 6 of ${packages.length} packages`);
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('counts one package shown against the whole catalogue', () => {
    renderRoute('/packages?price=budget');
    expect(count()).toBe(`Showing 1 of ${packages.length} packages`);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows each card with its facts, first three highlights and price', () => {
    renderRoute('/packages');
    const card = screen.getByRole('article', { name: 'Complete Chardham Yatra' });
    const inCard = within(card);
    expect(inCard.getByText('9 Days/8 Nights')).toBeInTheDocument();
    expect(inCard.getByText('Max 25 people')).toBeInTheDocument();
    expect(inCard.getByText('From Haridwar')).toBeInTheDocument();
    expect(inCard.getByText('May - November')).toBeInTheDocument();
    expect(within(inCard.getByRole('list', { name: 'Highlights' })).getAllByRole('listitem')).toHaveLength(3);
    expect(inCard.getByText('₹65,000')).toBeInTheDocument();
    expect(inCard.getByText('₹72,000').tagName).toBe('S');
    expect(inCard.getByText('(312 reviews)', { exact: false })).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Complete Chardham Yatra' })).toHaveAttribute(
      'href',
      '/package/complete-chardham',
    );
    expect(inCard.getByRole('link', { name: 'View Details of Complete Chardham Yatra' })).toBeInTheDocument();
  });

  it('filters as the visitor types and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/packages');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Tungnath');
    expect(count()).toBe('Showing 3 of 6 packages');
    expect(location().search).toBe('?q=Tungnath');
  });

  it('narrows by each select and writes them to the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/packages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), 'Medium (5-6 days)');
    expect(count()).toBe('Showing 2 of 6 packages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'Difficult');
    expect(count()).toBe('Showing 1 of 6 packages');
    expect(screen.getByRole('article', { name: '2Dham with Tungnath' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price Range' }), '₹50K+');
    expect(location().search).toBe('?difficulty=difficult&duration=medium&price=premium');
    expect(screen.getByRole('heading', { name: 'No packages found' })).toBeInTheDocument();
  });

  it('reads the filters of a shared URL', () => {
    renderRoute('/packages?q=kedarnath&price=mid');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('kedarnath');
    expect(screen.getByRole('combobox', { name: 'Price Range' })).toHaveValue('mid');
    expect(count()).toBe('Showing 2 of 6 packages');
  });

  it('offers Clear All Filters when nothing matches, which resets everything', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/packages?q=everest&difficulty=easy&duration=long&price=budget');
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(count()).toBe('Showing 6 of 6 packages');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    for (const name of ['Difficulty', 'Duration', 'Price Range']) {
      expect(screen.getByRole('combobox', { name })).toHaveValue('all');
    }
    expect(location().search).toBe('');
  });

  it('ends with the itinerary request preset to the Chardham Yatra', () => {
    renderRoute('/packages');
    expect(
      screen.getByRole('heading', { name: 'Ready to start your spiritual journey?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Get a personalized itinerary for your Chardham Yatra')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Enquiry' })).toHaveTextContent(
      'Enquiry for Chardham Yatra (Complete Chardham Yatra)',
    );
  });
});
