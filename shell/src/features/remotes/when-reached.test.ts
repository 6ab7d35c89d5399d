import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenReached } from './when-reached';

const settled = async (promise: Promise<void>) => {
  let done = false;
  promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a page read before its code runs gets that code', () => {
  it('when the visitor reaches into it, not before', async () => {
    document.body.innerHTML = '<div id="page"><button type="button">Day 1</button></div><p id="other">x</p>';
    const page = document.getElementById('page') as HTMLElement;
    const reached = whenReached(page);
    document.getElementById('other')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(reached)).toBe(false);
    page.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(reached)).toBe(true);
  });

  it('at once when a control in it was answered by the early script before this code ran', async () => {
    document.body.innerHTML = '<div id="page"><button type="button">Day 1</button></div>';
    const page = document.getElementById('page') as HTMLElement;
    vi.stubGlobal('__chardhamEarly', { answered: [page.querySelector('button')] });
    expect(await settled(whenReached(page))).toBe(true);
    vi.stubGlobal('__chardhamEarly', { answered: [] });
    expect(await settled(whenReached(page))).toBe(false);
  });
});
