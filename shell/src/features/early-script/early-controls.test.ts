import { matchPattern } from '@chardham/shared/routes/match';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRemote } from './early-script';

// Its own file: the early script's document listeners stay for the file's life, so it runs once.
beforeAll(() => {
  vi.stubGlobal('fetch', async () => Response.json({ remotes: {} }));
  earlyRemote([], matchPattern);
});

beforeEach(() => {
  document.body.innerHTML = '';
});

const early = () => globalThis.__chardhamEarly;
const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('a control marked data-early, before its code has run', () => {
  it('a disclosure opens and closes: its state, its panel and its card', () => {
    document.body.innerHTML = `
      <div data-remote-region="info/page"><div data-open="false">
        <button id="q" data-early="toggle" aria-expanded="false" aria-controls="a">Question</button>
        <div id="a" hidden></div>
      </div></div>`;
    byId('q').click();
    expect(byId('q')).toHaveAttribute('aria-expanded', 'true');
    expect(byId('a')).not.toHaveAttribute('hidden');
    expect(byId('q').parentElement).toHaveAttribute('data-open', 'true');
    byId('q').click();
    expect(byId('q')).toHaveAttribute('aria-expanded', 'false');
    expect(byId('a')).toHaveAttribute('hidden');
    expect(byId('q').parentElement).toHaveAttribute('data-open', 'false');
  });

  it('a tab is selected, focused and shows its panel alone', () => {
    document.body.innerHTML = `
      <div role="tablist">
        <button id="t1" role="tab" data-early="tab" aria-selected="true" tabindex="0" aria-controls="p1">One</button>
        <button id="t2" role="tab" data-early="tab" aria-selected="false" tabindex="-1" aria-controls="p2">Two</button>
      </div>
      <div id="p1" role="tabpanel"></div><div id="p2" role="tabpanel" hidden></div>`;
    byId('t2').click();
    expect(byId('t2')).toHaveAttribute('aria-selected', 'true');
    expect(byId('t2')).toHaveAttribute('tabindex', '0');
    expect(byId('t1')).toHaveAttribute('aria-selected', 'false');
    expect(byId('t1')).toHaveAttribute('tabindex', '-1');
    expect(byId('p2')).not.toHaveAttribute('hidden');
    expect(byId('p1')).toHaveAttribute('hidden');
    expect(document.activeElement).toBe(byId('t2'));
  });

  it("a slideshow's dot shows its slide and stops the stylesheet's turning", () => {
    document.body.innerHTML = `
      <div id="slides" data-autoplay>
        <div data-active="true" aria-hidden="false"></div><div data-active="false" aria-hidden="true"></div>
      </div>
      <div data-autoplay id="controls"><div>
        <button id="d1" data-early="slide" aria-controls="slides" aria-current="true"></button><button id="d2" data-early="slide" aria-controls="slides"></button>
      </div></div>`;
    byId('d2').click();
    const [first, second] = byId('slides').children;
    expect(second).toHaveAttribute('data-active', 'true');
    expect(second).toHaveAttribute('aria-hidden', 'false');
    expect(first).toHaveAttribute('data-active', 'false');
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(byId('d2')).toHaveAttribute('aria-current', 'true');
    expect(byId('d1')).not.toHaveAttribute('aria-current');
    expect(byId('slides')).not.toHaveAttribute('data-autoplay');
    expect(byId('controls')).not.toHaveAttribute('data-autoplay');
  });

  it('a pause button changes state and swaps its name with the other one', () => {
    document.body.innerHTML = `<button id="p" data-early="pause" data-playing="true" aria-label="Pause slideshow" data-swap-label="Play slideshow">`;
    byId('p').click();
    expect(byId('p')).toHaveAttribute('data-playing', 'false');
    expect(byId('p')).toHaveAccessibleName('Play slideshow');
    byId('p').click();
    expect(byId('p')).toHaveAttribute('data-playing', 'true');
    expect(byId('p')).toHaveAccessibleName('Pause slideshow');
  });

  it('answers once: a press is not kept to be pressed again when its region hydrates', () => {
    document.body.innerHTML = `<div id="region" data-remote-region="marketing/home">
      <button id="q" data-early="toggle" aria-expanded="false">Day 1</button><button id="more" type="button">More</button></div>`;
    early()?.pending?.add(byId('region'));
    const later = vi.fn();
    document.addEventListener('click', later, true);
    byId('q').click();
    byId('more').click();
    document.removeEventListener('click', later, true);
    expect(byId('q')).toHaveAttribute('aria-expanded', 'true');
    // Only the plain button reached the listeners after the early script (a section's held presses).
    expect(later).toHaveBeenCalledTimes(1);
    expect(early()?.pressed).toEqual([byId('more')]);
    early()?.pressed?.splice(0);
    early()?.pending?.clear();
  });
});

describe("once React's root for the island exists", () => {
  it('leaves the control to React, which answers and replays presses itself', () => {
    document.body.innerHTML = `<div id="region" data-remote-region="info/page">
      <button id="q" data-early="toggle" aria-expanded="false">Question</button><button id="more" type="button">More</button></div>`;
    early()?.pending?.add(byId('region'));
    early()?.owned?.add(byId('region'));
    byId('q').click();
    byId('more').click();
    expect(byId('q')).toHaveAttribute('aria-expanded', 'false');
    expect(early()?.pressed).toEqual([]);
    early()?.pending?.clear();
  });

  it('still answers in a section inside it whose own root does not exist yet', () => {
    document.body.innerHTML = `<div id="region" data-remote-region="marketing/home">
      <div data-island="itinerary"><button id="q" data-early="toggle" aria-expanded="false">Day 1</button></div></div>`;
    early()?.owned?.add(byId('region'));
    byId('q').click();
    expect(byId('q')).toHaveAttribute('aria-expanded', 'true');
    early()?.owned?.add(byId('q').parentElement as HTMLElement);
    byId('q').click();
    expect(byId('q')).toHaveAttribute('aria-expanded', 'true');
  });
});
