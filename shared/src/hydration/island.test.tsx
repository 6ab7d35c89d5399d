import { act, Fragment, type ReactNode, Suspense, use, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIntersectionObserver } from '../testing/intersection';
import { hydrateIsland, Island, IslandMarkup, IslandReady } from './island';

let scrollNear: () => Promise<void> = async () => {};

function Section() {
  const [open, setOpen] = useState(false);
  return (
    <section id="itinerary">
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide' : 'Show'}
      </button>
    </section>
  );
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  ({ scrollNear } = fakeIntersectionObserver());
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A section's code that arrives when the test says so. */
function slowLoad() {
  let arrive: (c: typeof Section) => void = () => {};
  const load = () =>
    new Promise<typeof Section>((resolve) => {
      arrive = resolve;
    });
  return { load, arrive: (c: typeof Section) => arrive(c) };
}

/** The page as the prerender saves it: the island rendered in place. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <div className="ui-contents" data-island="itinerary">
      <Section />
    </div>,
  );
  document.body.append(root);
  return root;
}

describe('Island', () => {
  it('keeps the prerendered section, loads its code when the visitor gets near, and brings it to life', async () => {
    const root = prerendered();
    const button = root.querySelector('button');
    const load = vi.fn(async () => Section);
    await act(async () => {
      hydrateRoot(root, <Island name="itinerary" load={load} Providers={Fragment} />);
    });
    expect(load).not.toHaveBeenCalled();
    expect(root.querySelector('button')).toBe(button);

    await scrollNear();
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Hide');
  });

  it('presses a button again that was pressed before the section was live', async () => {
    const root = prerendered();
    const button = root.querySelector('button');
    const { load, arrive } = slowLoad();
    await act(async () => {
      hydrateRoot(root, <Island name="itinerary" load={load} Providers={Fragment} />);
    });
    await act(async () => {
      button?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      button?.click();
    });
    expect(button?.textContent).toBe('Show');
    await act(async () => arrive(Section));
    await act(async () => vi.runAllTimers());
    expect(button?.textContent).toBe('Hide');
  });

  it('holds a press the page replays as it hydrates, for a section that is not live yet', async () => {
    // The shell presses again, as the page's region hydrates (a layout effect), what the visitor
    // pressed before: a button of a section inside it must still reach the section once it is live.
    const root = prerendered();
    const button = root.querySelector('button');
    const { load, arrive } = slowLoad();
    await act(async () => {
      hydrateRoot(
        root,
        <IslandReady onReady={() => button?.click()}>
          <Island name="itinerary" load={load} Providers={Fragment} />
        </IslandReady>,
      );
    });
    expect(button?.textContent).toBe('Show');
    await scrollNear();
    await act(async () => arrive(Section));
    await act(async () => vi.runAllTimers());
    expect(button?.textContent).toBe('Hide');
  });

  it('adopts the same server markup when its hydration is rendered again before it commits', async () => {
    // React renders a hydration again from the start when it is interrupted, or, as here, when a
    // sibling suspended: the section's first render runs twice before anything is committed.
    let words: (text: string) => void = () => {};
    const arrived = new Promise<string>((resolve) => {
      words = resolve;
    });
    function Words({ text }: { text: Promise<string> | string }) {
      return <p>{typeof text === 'string' ? text : use(text)}</p>;
    }
    const page = (text: Promise<string> | string) => (
      <Suspense fallback={null}>
        <div className="ui-contents" data-island="itinerary">
          <Section />
        </div>
        <Words text={text} />
      </Suspense>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page('Server words'));
    document.body.append(root);
    const button = root.querySelector('button');
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <Suspense fallback={null}>
          <Island name="itinerary" load={async () => Section} Providers={Fragment} />
          <Words text={arrived} />
        </Suspense>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    await act(async () => words('Server words'));
    expect(recovered).toEqual([]);
    expect(root.querySelector('button')).toBe(button);
    await scrollNear();
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Hide');
  });

  it('on a page rendered in the browser, loads the section at once and renders it in place', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(root).render(<Island name="itinerary" load={async () => Section} Providers={Fragment} />);
    });
    expect(root.querySelector('#itinerary button')?.textContent).toBe('Show');
  });
});

describe('hydrateIsland', () => {
  it('hands a mismatch with the server HTML to its caller, which reports it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>Server words</p>);
    document.body.append(container);
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateIsland(container, <p>Browser words</p>, 'itinerary', (error) => recovered.push(error));
    });
    expect(container.textContent).toBe('Browser words');
    expect(recovered).toEqual([expect.any(Error)]);
  });

  it('presses a button again that was pressed while the island hydrated', async () => {
    // The island's container is the page root's element, as on the site (IslandMarkup): React,
    // finding that element instead of the island's root, would drop the press.
    const page = document.createElement('div');
    document.body.append(page);
    const html = { __html: renderToString(<Section />) };
    const container = { current: null as HTMLDivElement | null };
    await act(async () => {
      createRoot(page).render(<IslandMarkup ref={container} data-island="itinerary" html={html} />);
    });
    // The island's code takes a while to hydrate: it is still hydrating when the visitor taps.
    let finish: () => void = () => {};
    const hydrating = new Promise<void>((resolve) => {
      finish = resolve;
    });
    function Slow({ children }: { children: ReactNode }) {
      use(hydrating);
      return children;
    }
    await act(async () => {
      if (container.current)
        hydrateIsland(
          container.current,
          <Slow>
            <Section />
          </Slow>,
          'itinerary',
        );
    });
    const button = page.querySelector('button');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Show');
    await act(async () => finish());
    await act(async () => vi.runAllTimers());
    expect(button?.textContent).toBe('Hide');
  });
});
