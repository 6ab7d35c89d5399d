import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

describe('the filters on a phone and without JavaScript', () => {
  it('are a form whose fields carry the URL’s keys, so they read the same without the app', () => {
    renderRoute('/packages');
    const form = screen.getByRole('search', { name: 'Filter packages' });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveAttribute('name', 'difficulty');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveAttribute('name', 'duration');
    expect(screen.getByRole('combobox', { name: 'Price Range' })).toHaveAttribute('name', 'price');
  });

  it('open from a Filters button that needs no script (a popover), which says how many are set', async () => {
    const user = userEvent.setup();
    renderRoute('/packages?difficulty=moderate');
    const toggle = screen.getByRole('button', { name: 'Filters, 1 in use' });
    const panel = screen.getByRole('combobox', { name: 'Difficulty' }).closest('[popover]');
    expect(panel?.id).toBeTruthy();
    expect(toggle).toHaveAttribute('popovertarget', panel?.id);
    expect(screen.getByRole('button', { name: 'Show packages' })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Price Range' }), '₹50K+');
    expect(screen.getByRole('button', { name: 'Filters, 2 in use' })).toBeInTheDocument();
  });

  it('name the Filters button and its count in Hindi', () => {
    renderRoute('/hi/packages?price=budget&duration=short');
    expect(screen.getByRole('button', { name: 'फ़िल्टर, 2 लगे हैं' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पैकेज देखें' })).toBeInTheDocument();
  });
});

describe('the count line and the empty state without JavaScript', () => {
  it('are in the page, hidden, for the stylesheet to show: one mark per package, both sentences', () => {
    const { container } = renderRoute('/packages');
    const still = container.querySelector('p[hidden]');
    expect(still?.querySelectorAll('i[data-difficulty][data-duration][data-price]')).toHaveLength(6);
    // The sentence for one package, and the other with the number left to the stylesheet's counter.
    expect(still?.textContent).toBe('Showing 1 of 6 packagesShowing  of 6 packages');
    const empty = screen.getByText('No packages found').closest('[hidden]');
    expect(empty).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'No packages found' })).toBeNull();
  });

  it('word the Hindi sentences as the live count does', () => {
    const { container } = renderRoute('/hi/packages');
    expect(container.querySelector('p[hidden]')?.textContent).toBe(
      '6 में से 1 पैकेज दिखाया जा रहा है6 में से  पैकेज दिखाए जा रहे हैं',
    );
  });

  it('resets the form with Clear All Filters (a reset button of the filters’ form)', () => {
    renderRoute('/packages?difficulty=easy');
    const clear = screen.getByRole('button', { name: 'Clear All Filters' });
    expect(clear).toHaveAttribute('type', 'reset');
    expect(clear).toHaveAttribute('form', screen.getByRole('search').id);
  });

  it('carry on each card the codes its package matches', () => {
    renderRoute('/packages');
    const card = screen.getByRole('article', { name: 'Kedarnath Tour' }).closest('li');
    expect(card).toHaveAttribute('data-duration', 'all short');
    expect(card).toHaveAttribute('data-price', 'all budget');
  });
});
