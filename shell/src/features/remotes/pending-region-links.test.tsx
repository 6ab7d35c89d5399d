import { useLocation } from '@chardham/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePendingRegionLinks } from './pending-region-links';

function Shell() {
  usePendingRegionLinks();
  return <output aria-label="path">{useLocation().pathname + useLocation().hash}</output>;
}

// The server's HTML of a region whose code has not run: plain links.
let region: HTMLElement;
let elsewhere: HTMLElement;
beforeEach(() => {
  region = document.createElement('div');
  region.innerHTML = `
    <a href="/packages">All packages</a>
    <a href="/#contact">Contact</a>
    <a href="https://wa.me/910000000000">WhatsApp</a>
    <a href="/privacy-policy" target="_blank">Privacy in a new tab</a>`;
  elsewhere = document.createElement('div');
  elsewhere.innerHTML = '<a href="/terms-conditions">Terms</a>';
  document.body.append(region, elsewhere);
  globalThis.__chardhamEarly = { pending: new Set([region]) };
});
afterEach(() => {
  region.remove();
  elsewhere.remove();
  globalThis.__chardhamEarly = undefined;
});

/** Clicks like a visitor; returns whether the browser would still follow the link itself. */
async function click(name: string, options: { ctrlKey?: boolean } = {}) {
  const link = screen.getByRole('link', { name });
  let followedByBrowser = false;
  const probe = (event: Event) => {
    followedByBrowser = !event.defaultPrevented;
    event.preventDefault(); // jsdom cannot load another document
  };
  document.addEventListener('click', probe);
  const user = userEvent.setup();
  if (options.ctrlKey) await user.keyboard('{Control>}');
  await user.click(link);
  if (options.ctrlKey) await user.keyboard('{/Control}');
  document.removeEventListener('click', probe);
  return followedByBrowser;
}

describe('links in a region whose code has not run yet', () => {
  it('are followed by the shell’s router, without loading the document again', async () => {
    render(<Shell />, {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>,
    });
    expect(await click('All packages')).toBe(false);
    expect(screen.getByLabelText('path')).toHaveTextContent('/packages');
  });

  it('leave to the browser another site, a new tab, a modifier click and an anchor on this page', async () => {
    window.history.replaceState(null, '', '/');
    render(<Shell />, {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>,
    });
    expect(await click('WhatsApp')).toBe(true);
    expect(await click('Privacy in a new tab')).toBe(true);
    expect(await click('All packages', { ctrlKey: true })).toBe(true);
    expect(await click('Contact')).toBe(true);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });

  it('are left alone once the region has hydrated, and outside pending regions', async () => {
    render(<Shell />, {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>,
    });
    expect(await click('Terms')).toBe(true);
    globalThis.__chardhamEarly?.pending?.delete(region);
    expect(await click('All packages')).toBe(true);
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  });
});
