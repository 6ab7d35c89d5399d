import type { EnquiryFormProps, EnquirySlots } from '@chardham/shared/contracts';
import { matchPattern } from '@chardham/shared/routes/match';
import { fakeIntersectionObserver } from '@chardham/shared/testing/intersection';
import { act, createContext, startTransition, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureBeacons } from '../../testing/reports';
import { SliceTimeoutError } from './load-failure';

// The federation runtime is the boundary: each test decides when the slice's code arrives.
let arrive: (component: unknown) => void = () => {};
let fail: (error: Error) => void = () => {};
/** The shell's budget for the load runs out (REMOTE_TIMEOUT_MS). */
let late: () => void = () => {};
const loadSliceModule = vi.fn(
  () =>
    new Promise((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    }),
);
const startSliceLoad = vi.fn(() => {
  const eventually = loadSliceModule();
  const inTime = new Promise((resolve, reject) => {
    eventually.then(resolve, reject);
    late = () => reject(new SliceTimeoutError('The enquiry slice did not answer within 8000 ms'));
  });
  return { eventually, inTime };
});
const getLoadedModule = vi.fn((): unknown => undefined);
/** What idle warming put in the cache (fetched, never run). */
const prefetched: string[] = [];
vi.mock('./remote-registry', () => ({
  getLoadedModule,
  loadSliceModule,
  startSliceLoad,
  prefetchRuntime: () => prefetched.push('federation runtime'),
  prefetchSliceModule: (slice: string, module: string) => prefetched.push(`${slice}/${module}`),
  prepareRetry: () => Promise.resolve(),
}));

const { RemoteRegion } = await import('./remote-region');
const { deferRegion } = await import('./deferred-regions');
const { earlyRemote } = await import('../early-script/early-script');

let scrollNear: () => Promise<void> = async () => {};

function Counter({ heading }: EnquiryFormProps) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {heading} {count}
    </button>
  );
}

const region = (
  <RemoteRegion slice="enquiry" module="enquiry-form" props={{ heading: 'Clicked' }} level="region" />
);

/** The region as the server's HTML has it. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <div className="ui-contents" data-remote-region="enquiry/enquiry-form" data-hydrate="near">
      <Counter heading="Clicked" />
    </div>,
  );
  document.body.append(root);
  globalThis.__chardhamEarly = {
    held: { form: null },
    pending: new Set(),
  };
  return root;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  ({ scrollNear } = fakeIntersectionObserver());
  loadSliceModule.mockClear();
  getLoadedModule.mockReset();
});

afterEach(() => {
  // A report a test left queued is sent now, not into the next test's.
  dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete globalThis.__chardhamEarly;
});

describe('a region further down a server page', () => {
  it('keeps its HTML and loads nothing until the visitor gets near, then hydrates in place', async () => {
    const root = prerendered();
    const button = root.querySelector('button');
    const element = root.querySelector('[data-remote-region]') as HTMLElement;
    deferRegion(element, 'enquiry', 'enquiry-form', 'near');
    const pending = globalThis.__chardhamEarly?.pending;
    expect(pending?.has(element)).toBe(true);

    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>);
    });
    expect(loadSliceModule).not.toHaveBeenCalled();
    expect(root.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('Clicked 0');

    await scrollNear();
    expect(loadSliceModule).toHaveBeenCalledTimes(1);
    await act(async () => arrive(Counter));

    // The same node, now live; its forms no longer need holding.
    expect(root.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicked 1');
    expect(pending?.has(element)).toBe(false);
  });

  it('is hydrated as its own island even when its code arrived before the page reached it', async () => {
    // A region in view from the start loads at once; on a busy phone its code can be there before
    // the page's hydration (spread over frames) reaches it.
    const root = prerendered();
    const button = root.querySelector('button');
    const element = root.querySelector('[data-remote-region]') as HTMLElement;
    deferRegion(element, 'enquiry', 'enquiry-form', 'near');
    await scrollNear();
    await act(async () => arrive(Counter));
    getLoadedModule.mockReturnValue(Counter);

    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>);
    });
    await act(async () => button?.click());
    expect(root.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('Clicked 1');
    // Its forms submit through the app: the early script no longer holds them.
    expect(globalThis.__chardhamEarly?.pending?.has(element)).toBe(false);
  });

  it('still loads when the page around it was rendered again in the browser, which replaced its element', async () => {
    // A mismatch in the page around it (React #418) renders it again from its markup: a copy.
    const root = prerendered();
    const element = root.querySelector('[data-remote-region]') as HTMLElement;
    deferRegion(element, 'enquiry', 'enquiry-form', 'near');
    root.remove();
    const page = document.createElement('div');
    document.body.append(page);
    await act(async () => {
      createRoot(page).render(<MemoryRouter>{region}</MemoryRouter>);
    });
    const copy = page.querySelector('[data-remote-region]');
    expect(copy).not.toBe(element);
    // The early script holds the copy's forms, not those of an element gone from the page.
    expect(globalThis.__chardhamEarly?.pending?.has(copy as Element)).toBe(true);
    expect(globalThis.__chardhamEarly?.pending?.has(element)).toBe(false);

    await scrollNear();
    expect(loadSliceModule).toHaveBeenCalledTimes(1);
    await act(async () => arrive(Counter));
    const button = page.querySelector('button');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicked 1');
    expect(globalThis.__chardhamEarly?.pending?.size).toBe(0);
  });

  it('keeps its HTML when the page around it re-renders before it has hydrated', async () => {
    let rerender = () => {};
    function Page() {
      const [renders, setRenders] = useState(1);
      useEffect(() => setRenders(2), []);
      rerender = () => setRenders((n) => n + 1);
      return (
        <RemoteRegion
          slice="enquiry"
          module="enquiry-form"
          props={{ heading: 'Clicked', intro: String(renders) }}
          level="region"
        />
      );
    }
    const root = prerendered();
    const button = root.querySelector('button');
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'enquiry', 'enquiry-form', 'near');
    await act(async () => {
      hydrateRoot(
        root,
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
    });
    expect(root.querySelector('button')).toBe(button);
    await scrollNear();
    // The page renders again while the region's code is arriving and the region is hydrating.
    const recovered = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(recovered);
    await act(async () => {
      arrive(Counter);
      await Promise.resolve();
      rerender();
    });
    await act(async () => rerender());
    expect(root.querySelector('button')).toBe(button);
    expect(recovered).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never holds up a navigation of the page around it', async () => {
    const Location = createContext(0);
    function Page() {
      const [at, setAt] = useState(0);
      return (
        <Location value={at}>
          <button type="button" onClick={() => startTransition(() => setAt(1))}>
            nav {at}
          </button>
          <RemoteRegion slice="enquiry" module="enquiry-form" props={{ heading: 'Clicked' }} level="region" />
        </Location>
      );
    }
    const root = document.createElement('div');
    root.innerHTML =
      '<button type="button">nav <!-- -->0</button><div class="region" data-remote-region="enquiry/enquiry-form" data-hydrate="near"><button type="button">Clicked <!-- -->0</button></div>';
    document.body.append(root);
    globalThis.__chardhamEarly = {
      held: { form: null },
      pending: new Set(),
    };
    const inner = root.querySelectorAll('button')[1];
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'enquiry', 'enquiry-form', 'near');
    await act(async () => {
      hydrateRoot(
        root,
        <MemoryRouter>
          <Page />
        </MemoryRouter>,
      );
    });
    await act(async () => root.querySelector('button')?.click());
    expect(root.querySelector('button')?.textContent).toBe('nav 1');
    expect(root.querySelectorAll('button')[1]).toBe(inner);
    expect(loadSliceModule).not.toHaveBeenCalled();
  });

  it('starts loading when the visitor reaches into it before it scrolls into view', async () => {
    const root = prerendered();
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'enquiry', 'enquiry-form', 'near');
    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>);
    });
    expect(loadSliceModule).not.toHaveBeenCalled();
    await act(async () => {
      root.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(loadSliceModule).toHaveBeenCalledTimes(1);
  });

  it('shows the slice fallback with Retry when its code cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = prerendered();
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'enquiry', 'enquiry-form', 'near');
    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>, { onRecoverableError: () => {} });
    });
    await scrollNear();
    await act(async () => fail(new Error('down')));
    expect(root.textContent).toContain('The enquiry form could not be loaded');
    expect(root.querySelector('button')?.textContent).toBe('Retry');
    warn.mockRestore();
  });

  describe("whose code is late (past the shell's budget)", () => {
    async function lateRegion() {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const root = prerendered();
      const element = root.querySelector('[data-remote-region]') as HTMLElement;
      // The early script, as on a server page: it keeps what is pressed in a region not yet live.
      const remotes = Object.assign(document.createElement('script'), {
        id: 'remotes-document',
        type: 'application/json',
      });
      remotes.textContent = '{"remotes":{}}';
      document.body.append(remotes);
      earlyRemote([], matchPattern);
      deferRegion(element, 'enquiry', 'enquiry-form', 'near');
      await act(async () => {
        hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>, { onRecoverableError: () => {} });
      });
      await scrollNear();
      return { root, button: root.querySelector('button') as HTMLButtonElement, warn };
    }

    it("keeps the server's HTML, and hydrates it when the code comes", async () => {
      const { root, button, warn } = await lateRegion();
      await act(async () => late());
      expect(root.textContent).not.toContain('could not be loaded');
      expect(root.querySelector('button')).toBe(button);
      await act(async () => arrive(Counter));
      expect(root.querySelector('button')).toBe(button);
      await act(async () => button.click());
      expect(button.textContent).toBe('Clicked 1');
      expect(warn).not.toHaveBeenCalled();
    });

    it('shows the fallback with Retry when the visitor presses a button in it', async () => {
      const { root, button } = await lateRegion();
      await act(async () => late());
      await act(async () => button.click());
      expect(root.textContent).toContain('The enquiry form could not be loaded');
      expect(root.querySelector('button')?.textContent).toBe('Retry');
    });

    it('shows the fallback as the budget runs out when a press is already waiting', async () => {
      const { root, button } = await lateRegion();
      await act(async () => button.click());
      expect(root.textContent).not.toContain('could not be loaded');
      await act(async () => late());
      expect(root.textContent).toContain('The enquiry form could not be loaded');
    });
  });

  it('with no server HTML, shows the fallback once the budget runs out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <div className="ui-contents" data-remote-region="enquiry/enquiry-form" data-hydrate="near" />,
    );
    document.body.append(root);
    globalThis.__chardhamEarly = { held: { form: null }, pending: new Set() };
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'enquiry', 'enquiry-form', 'near');
    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>, { onRecoverableError: () => {} });
    });
    await scrollNear();
    await act(async () => late());
    expect(root.textContent).toContain('The enquiry form could not be loaded');
  });

  it('reports a region whose code could not hydrate its server HTML', async () => {
    const capture = captureBeacons();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // React (in development) also warns as it renders the region afresh inside the page's markup.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = prerendered();
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'enquiry', 'enquiry-form', 'near');
    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{region}</MemoryRouter>);
    });
    await scrollNear();
    // Its code renders other text than the server's HTML has: React renders the region again.
    await act(async () =>
      arrive(({ heading }: EnquiryFormProps) => <button type="button">{heading} twice</button>),
    );
    expect(root.querySelector('button')?.textContent).toBe('Clicked twice');
    expect((await capture.leave()).flatMap((report) => report.failures)).toEqual([
      { slice: 'enquiry', release: 'unknown', kind: 'hydration-error' },
    ]);
    capture.restore();
  });
});

describe('a page the visitor can read before its code runs (the landing page)', () => {
  // A page takes the shell's slots (its contract); this one uses none of them.
  const noSlots: EnquirySlots = { EnquiryForm: () => null, CustomRequest: () => null };
  const PressedPage = () => <Counter heading="Pressed" />;
  const page = (
    <RemoteRegion slice="marketing" module="home" props={{ slots: noSlots }} level="page" hydrate="intent" />
  );
  let idle: (() => void) | undefined;

  /** The page as the server's HTML has it, with the shell's real early script running. */
  async function serverPage(): Promise<{ root: HTMLElement; button: HTMLButtonElement }> {
    idle = undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {
      idle = undefined;
    });
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <div className="ui-contents" data-remote-region="marketing/home" data-hydrate="intent">
        <PressedPage />
      </div>,
    );
    // The remotes document the server's page carries: the early script reads it instead of fetching.
    const remotes = Object.assign(document.createElement('script'), {
      id: 'remotes-document',
      type: 'application/json',
    });
    remotes.textContent = '{"remotes":{}}';
    document.body.append(remotes, root);
    earlyRemote([], matchPattern);
    deferRegion(root.querySelector('[data-remote-region]') as HTMLElement, 'marketing', 'home', 'intent');
    await act(async () => {
      hydrateRoot(root, <MemoryRouter>{page}</MemoryRouter>);
    });
    return { root, button: root.querySelector('button') as HTMLButtonElement };
  }

  it('runs nothing until the visitor reaches for it; when the browser is idle it only fetches', async () => {
    prefetched.length = 0;
    const { root, button } = await serverPage();
    expect(idle).toBeDefined();
    await act(async () => idle?.());
    expect(prefetched).toEqual(['federation runtime', 'marketing/home']);
    expect(loadSliceModule).not.toHaveBeenCalled();
    // The pointer comes in: the page hydrates in place.
    await act(async () => button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    expect(loadSliceModule).toHaveBeenCalledTimes(1);
    await act(async () => arrive(PressedPage));
    expect(root.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Pressed 1');
  });

  it('with Save-Data waits for the visitor, and a button pressed before hydration is pressed again after', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { root, button } = await serverPage();
    expect(idle).toBeUndefined();
    expect(loadSliceModule).not.toHaveBeenCalled();
    // A tap: the press starts the load, the click meanwhile does nothing but is kept.
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    expect(loadSliceModule).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Pressed 0');
    await act(async () => arrive(PressedPage));
    expect(root.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Pressed 1');
  });

  it('starts loading when the page is scrolled', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    await serverPage();
    expect(loadSliceModule).not.toHaveBeenCalled();
    await act(async () => document.dispatchEvent(new Event('scroll')));
    expect(loadSliceModule).toHaveBeenCalledTimes(1);
  });
});
