import { englishWords, visibleText } from '@chardham/shared/testing/english';
import { hydrateAfter } from '@chardham/shared/testing/hydrate';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion, renderRoute } from '../../../testing/render-route';
import { Hero } from './hero';

const current = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true');

describe('Hero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the headline, the four dhams and Explore Packages linking to /packages', () => {
    renderRoute('/', <Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Sacred Chardham Journey/);
    for (const dham of ['Yamunotri', 'Gangotri', 'Kedarnath', 'Badrinath']) {
      expect(screen.getByText(new RegExp(dham))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute('href', '/packages');
  });

  it('advances every 5 seconds and wraps from the fourth slide to the first', () => {
    renderRoute('/', <Hero />);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
  });

  it('jumps to the slide whose dot is clicked and gives it a full interval', () => {
    renderRoute('/', <Hero />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 4' }));
    // Clicking moved focus into the hero, which pauses it; leave again to resume.
    fireEvent.blur(screen.getByRole('button', { name: 'Show slide 3 of 4' }));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(3);
  });

  it('fetches every slide at low priority, after layout: the title is the largest paint', () => {
    renderRoute('/', <Hero />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toHaveAttribute('fetchpriority', 'low');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });

  it('takes over from the slide the stylesheet was showing, and turns it from there', () => {
    // The stylesheet's turning, halfway through the first slide's cycle: the second slide shows.
    const turning = { effect: { getComputedTiming: () => ({ progress: 0.5 }) } };
    Object.defineProperty(Element.prototype, 'getAnimations', {
      configurable: true,
      value(this: Element) {
        return this.matches('[data-autoplay] > :first-child') ? [turning] : [];
      },
    });
    try {
      const { container } = renderRoute('/', <Hero />);
      expect(current()).toBe(1);
      expect(container.querySelector('[data-autoplay]')).toBeNull();
      act(() => vi.advanceTimersByTime(5000));
      expect(current()).toBe(2);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'getAnimations');
    }
  });

  it('stops with Pause, on hover and on keyboard focus', () => {
    renderRoute('/', <Hero />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);

    const hero = screen.getByRole('region', { name: /Sacred Chardham Journey/ });
    fireEvent.mouseEnter(hero);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(hero);

    fireEvent.focus(screen.getByRole('link', { name: 'Explore Packages' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(1);
  });

  it('takes over a slide and a pause chosen before its code ran, and plays on from them (decision 088)', async () => {
    const ui = (
      <MemoryRouter>
        <Hero />
      </MemoryRouter>
    );
    // What the early script does at a dot's tap and then the pause button's.
    const { complaints } = await hydrateAfter(ui, (page) => {
      const slides = page.querySelector('#hero-slides') as HTMLElement;
      [...slides.children].forEach((slide, i) => {
        slide.setAttribute('data-active', String(i === 2));
        slide.setAttribute('aria-hidden', String(i !== 2));
      });
      const dots = page.querySelectorAll('[data-early="slide"]');
      dots.forEach((dot, i) => {
        if (i === 2) dot.setAttribute('aria-current', 'true');
        else dot.removeAttribute('aria-current');
      });
      for (const turning of page.querySelectorAll('[data-autoplay]'))
        turning.removeAttribute('data-autoplay');
      const pause = page.querySelector('[data-early="pause"]') as HTMLElement;
      const [name, other] = [pause.getAttribute('aria-label'), pause.getAttribute('data-swap-label')];
      pause.setAttribute('data-playing', 'false');
      pause.setAttribute('aria-label', other ?? '');
      pause.setAttribute('data-swap-label', name ?? '');
    });
    expect(complaints).toEqual([]);
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(3);
  });

  it('stays still when the visitor prefers reduced motion', () => {
    const restore = preferReducedMotion();
    try {
      renderRoute('/', <Hero />);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(30_000));
      expect(current()).toBe(0);
    } finally {
      restore();
    }
  });
});

describe('Hero in Hindi', () => {
  it('shows the headline, the four dhams and its controls in Hindi, links staying in Hindi', () => {
    const { container } = renderRoute('/hi/', <Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अपनी पावन चारधाम यात्रा शुरू करें');
    for (const dham of ['यमुनोत्री', 'गंगोत्री', 'केदारनाथ', 'बद्रीनाथ']) {
      expect(screen.getByText(new RegExp(dham))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'पैकेज देखें' })).toHaveAttribute('href', '/hi/packages');
    expect(screen.getByRole('link', { name: '9 दिन का यात्रा-कार्यक्रम देखें' })).toHaveAttribute(
      'href',
      '#itinerary',
    );
    expect(screen.getAllByRole('button', { name: /^स्लाइड \d दिखाएँ \(कुल 4\)$/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'स्लाइड शो रोकें' }));
    expect(screen.getByRole('button', { name: 'स्लाइड शो चलाएँ' })).toHaveTextContent('चलाएँ');

    expect(englishWords(visibleText(container))).toEqual([]);
    const alts = screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt') ?? '');
    expect(alts).toHaveLength(4);
    for (const alt of alts) expect(alt).toMatch(/[\u0900-\u097F]/);
    expect(englishWords(alts.join(' '))).toEqual([]);
  });
});
