import { act, screen } from '@testing-library/react';
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
      // In the closed popover (jsdom applies no stylesheet that shows it on wide screens).
      expect(nav).toContainElement(screen.getByRole('link', { name, hidden: true }));
    }
    expect(screen.getByText('DMC - Chardham | DoDham')).toBeInTheDocument();
  });

  // The browser opens and closes the popover (jsdom has none; e2e navigation.mobile.spec taps it,
  // with and without the app's code, and reads the expanded state from Chromium's accessibility
  // tree): here, that the toggle is its button, with no aria-expanded of its own, and that the bar
  // follows the popover's state.
  it("the toggle is the menu popover's button, and the bar follows the popover's state", () => {
    renderRoute('/packages', <TopNav />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const bar = screen.getByRole('banner');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(toggle).toHaveAttribute('popovertarget', menu?.id);
    const toggled = (newState: 'open' | 'closed') =>
      act(() => {
        menu?.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState: '' }));
      });
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    toggled('open');
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    toggled('closed');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    expect(toggle).not.toHaveAttribute('aria-expanded');
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
