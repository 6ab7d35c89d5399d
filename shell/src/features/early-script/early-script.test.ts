import { matchPattern } from '@chardham/shared/routes/match';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRemoteSource } from '../../../build/early-script-plugin';
import { earlyRemote } from './early-script';

const table = [
  ['/', 'marketing'],
  ['/package/:id', 'packages'],
] as const;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const link of document.head.querySelectorAll('link, script, #app-scripts')) link.remove();
  document.documentElement.removeAttribute('data-prerendered');
  window.history.replaceState(null, '', '/');
});

describe('the early script', () => {
  it("starts the current route's remote entry and build info before the app has loaded", async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(new URL(url, window.location.href).pathname);
      return Response.json({ remotes: { packages: { entry: '/remotes/packages/remoteEntry.js' } } });
    });
    window.history.replaceState(null, '', '/package/kedarnath');
    earlyRemote(table, matchPattern);
    await flush();
    await flush();
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(preload?.href).toBe(`${window.location.origin}/remotes/packages/remoteEntry.js`);
    expect(requested).toEqual(['/remotes.json', '/remotes/packages/mf-manifest.json']);
  });

  it('runs as the emitted file: the route table and the path matcher serialised with it', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(new URL(url, window.location.href).pathname);
      return Response.json({ remotes: { info: { entry: '/remotes/info/remoteEntry.js' } } });
    });
    window.history.replaceState(null, '', '/become-partner/');
    new Function(earlyRemoteSource())();
    await flush();
    await flush();
    expect(requested).toEqual(['/remotes.json', '/remotes/info/mf-manifest.json']);
  });

  it('only fetches remotes.json on a path no remote renders', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return Response.json({ remotes: {} });
    });
    window.history.replaceState(null, '', '/no-such-page');
    earlyRemote(table, matchPattern);
    await flush();
    expect(requested).toEqual(['/remotes.json']);
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  });

  it('holds a submit made before the app is live, also one the browser refused as incomplete', () => {
    vi.stubGlobal('fetch', async () => Response.json({ remotes: {} }));
    earlyRemote(table, matchPattern);
    const early = globalThis.__chardhamEarly;
    document.body.innerHTML = `
      <form><input name="name" value="Asha"><button>Send</button></form>
      <form><select name="group" required><option value="" selected>Select</option><option>3-5</option></select><button>Send</button></form>`;
    const [complete, incomplete] = [...document.querySelectorAll('form')] as HTMLFormElement[];

    complete?.requestSubmit();
    expect(early?.held?.form).toBe(complete);

    // A required select left empty: the browser fires `invalid` and no submit event at all.
    incomplete?.requestSubmit();
    expect(early?.held?.form).toBe(incomplete);
    document.body.innerHTML = '';
  });

  describe("on a server page, the app's own script", () => {
    /** A browser that reports paints: the test says when the first contentful paint is. */
    function paintReports() {
      const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          constructor(callback: (typeof observers)[number]) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      return () => {
        for (const report of observers) {
          report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
        }
      };
    }
    const appScript = () => document.head.querySelector('script[type="module"]')?.getAttribute('src');

    function serverPage() {
      vi.stubGlobal('fetch', async () => Response.json({ remotes: {} }));
      document.documentElement.setAttribute('data-prerendered', '');
      const list = document.createElement('script');
      list.type = 'application/json';
      list.id = 'app-scripts';
      list.textContent = JSON.stringify({
        preloads: [],
        scripts: ['/assets/index-test.js'],
        runtime: '/assets/federation-runtime-test.js',
        manifest: '/manifest.hi.webmanifest',
      });
      document.head.append(list);
    }
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );

    it('is asked for only once the browser has reported the first contentful paint', async () => {
      const firstContentfulPaint = paintReports();
      serverPage();
      earlyRemote(table, matchPattern);
      await flush();
      expect(appScript()).toBeUndefined();
      firstContentfulPaint();
      await flush();
      expect(appScript()).toBe('/assets/index-test.js');
    });

    it('links the web app manifest with the app, not before the first paint', async () => {
      const firstContentfulPaint = paintReports();
      serverPage();
      earlyRemote(table, matchPattern);
      await flush();
      const manifest = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
      expect(manifest()).toBeUndefined();
      firstContentfulPaint();
      await flush();
      expect(manifest()).toBe('/manifest.hi.webmanifest');
    });

    it('is asked for after three seconds if no paint is ever reported', () => {
      vi.useFakeTimers();
      paintReports();
      serverPage();
      earlyRemote(table, matchPattern);
      vi.advanceTimersByTime(2999);
      expect(appScript()).toBeUndefined();
      vi.advanceTimersByTime(1);
      vi.runOnlyPendingTimers();
      expect(appScript()).toBe('/assets/index-test.js');
    });

    it('brings the federation runtime with the app where the page runs its slice at once', async () => {
      const firstContentfulPaint = paintReports();
      serverPage();
      window.history.replaceState(null, '', '/package/kedarnath');
      earlyRemote(table, matchPattern);
      firstContentfulPaint();
      await flush();
      expect(preloaded()).toContain('/assets/federation-runtime-test.js');
    });

    it('leaves the runtime out on the landing page, which runs its slice on the visitor’s reach', async () => {
      const firstContentfulPaint = paintReports();
      serverPage();
      document.body.innerHTML =
        '<div data-remote-region="marketing/home" data-hydrate="intent"><h1>Home</h1></div>';
      earlyRemote(table, matchPattern);
      firstContentfulPaint();
      await flush();
      expect(appScript()).toBe('/assets/index-test.js');
      expect(preloaded()).toEqual([]);
      document.body.innerHTML = '';
    });
  });
});
