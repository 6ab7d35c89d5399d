import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { TopNav } from './top-nav';

describe('TopNav', () => {
  it('shows every item of the spec and the tagline', () => {
    renderRoute('/', <TopNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Home',
      'Destinations',
      'Packages',
      'About Us',
      'Contact',
      'Become Partner',
      'Book Now',
    ]) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByText('DMC - Chardham | DoDham')).toBeInTheDocument();
  });

  it('the toggle opens and closes the menu, and choosing an item closes it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/packages', <TopNav />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Become Partner' }));
    expect(router.state.location.pathname).toBe('/become-partner');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns frosted once the page has scrolled past 20 px', async () => {
    renderRoute('/', <TopNav />);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    Object.defineProperty(window, 'scrollY', { value: 20, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await screen.findByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
  });
});
