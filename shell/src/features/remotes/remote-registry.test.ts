import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureBeacons } from '../../testing/reports';

// The federation runtime is the boundary: "running" a remote returns a page component.
const Page = () => null;
const ran: string[] = [];
/** The remotes the runtime was told of: nothing until a slice is about to run. */
const registered: string[] = [];
let run = (): Promise<unknown> => Promise.resolve({ default: Page });
vi.mock('@module-federation/runtime', () => ({
  init: () => ({}),
  registerRemotes: (list: { name: string }[]) => registered.push(...list.map((remote) => remote.name)),
  loadRemote: (id: string) => {
    ran.push(id);
    return run();
  },
}));

const remotes = {
  remotes: {
    marketing: { entry: '/remotes/marketing/remoteEntry.js' },
    packages: { entry: '/remotes/packages/remoteEntry.js' },
    enquiry: { entry: '/remotes/enquiry/remoteEntry.js' },
    info: { entry: '/remotes/info/remoteEntry.js' },
  },
};
let infoReact = '19.3.1';

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, window.location.href);
    if (url.pathname === '/remotes.json') return Response.json(remotes);
    if (url.pathname === '/remotes/info/mf-manifest.json') {
      return Response.json({
        buildInfo: { buildId: 'b7', shared: { react: infoReact } },
        exposes: [{ name: 'privacy-policy', assets: { js: { sync: ['assets/privacy-Ab12.js'] } } }],
      });
    }
    return new Response('not found', { status: 404 });
  });
});
afterEach(() => {
  // What a test left queued is sent now, not into the next test's reports.
  dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
  ran.length = 0;
  registered.length = 0;
  run = () => Promise.resolve({ default: Page });
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('loading a slice', () => {
  it('loads a remote built against the shell’s React major', async () => {
    const { loadSliceModule } = await import('./remote-registry');
    await expect(loadSliceModule('info', 'privacy-policy')).resolves.toBe(Page);
  });

  it('refuses a remote built against another React major, with a clear console error', async () => {
    infoReact = '18.3.1';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loadSliceModule } = await import('./remote-registry');
    await expect(loadSliceModule('info', 'privacy-policy')).rejects.toThrow(
      /Version skew: the info slice build b7 was built against react 18\.3\.1/,
    );
    expect(errors.mock.calls[0]?.[0]).toMatch(/^Version skew: the info slice/);

    // Fixed by a redeploy: Retry reads the build info again and loads the page.
    infoReact = '19.0.0';
    const { prepareRetry } = await import('./remote-registry');
    await prepareRetry('info');
    await expect(loadSliceModule('info', 'privacy-policy')).resolves.toBe(Page);
  });
});

describe('idle warming', () => {
  it('puts the entry and the module chunks in the cache without running them', async () => {
    const { prefetchSliceModule } = await import('./remote-registry');
    prefetchSliceModule('info', 'privacy-policy');
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [
        l.rel,
        new URL(l.href).pathname,
        l.crossOrigin,
      ]);
    await vi.waitFor(() => expect(links()).toHaveLength(2));
    expect(links()).toEqual([
      ['prefetch', '/remotes/info/remoteEntry.js', ''],
      ['prefetch', '/remotes/info/assets/privacy-Ab12.js', ''],
    ]);
    expect(ran).toEqual([]);
    // Fetching needs no federation runtime: it is set up when a slice is about to run.
    expect(registered).toEqual([]);
    const { loadSliceModule } = await import('./remote-registry');
    await loadSliceModule('info', 'privacy-policy');
    expect(registered).toEqual(['mfe_marketing', 'mfe_packages', 'mfe_enquiry', 'mfe_info']);
  });

  it("puts the federation runtime's chunk that the frame names in the cache, once", async () => {
    const list = Object.assign(document.createElement('script'), {
      id: 'app-scripts',
      type: 'application/json',
    });
    list.textContent = JSON.stringify({
      scripts: ['/assets/index-a.js'],
      runtime: '/assets/federation-runtime-b.js',
    });
    document.body.append(list);
    try {
      const { prefetchRuntime } = await import('./remote-registry');
      prefetchRuntime();
      prefetchRuntime();
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
      expect(links.map((l) => [l.rel, l.as, new URL(l.href).pathname, l.crossOrigin])).toEqual([
        ['prefetch', 'script', '/assets/federation-runtime-b.js', ''],
      ]);
    } finally {
      list.remove();
    }
  });

  it('leaves a slice alone once it has failed', async () => {
    infoReact = '18.3.1';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loadSliceModule, prefetchSliceModule } = await import('./remote-registry');
    await expect(loadSliceModule('info', 'privacy-policy')).rejects.toThrow(/Version skew/);
    prefetchSliceModule('info', 'privacy-policy');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    infoReact = '19.3.1';
  });
});

describe('remote entries on other origins', () => {
  it('loads none whose origin the shell was not built to trust, and says so once per slice', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const original = remotes.remotes.info.entry;
    remotes.remotes.info.entry = 'https://evil.example/info/remoteEntry.js';
    try {
      const { loadSliceModule } = await import('./remote-registry');
      await expect(loadSliceModule('info', 'privacy-policy')).rejects.toThrow(/evil\.example.*not loaded/);
      expect(ran).not.toContain('mfe_info/privacy-policy');
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/info slice's entry is on https:\/\/evil\.example/),
      );
      // The other slices are unaffected.
      await expect(loadSliceModule('packages', 'package-list')).resolves.toBeDefined();
    } finally {
      remotes.remotes.info.entry = original;
    }
  });
});

describe('a failed load, as the operator hears of it', () => {
  let capture: ReturnType<typeof captureBeacons>;
  beforeEach(() => {
    capture = captureBeacons();
  });
  afterEach(() => capture.restore());
  const failures = async () => (await capture.leave()).flatMap((report) => report.failures);

  it('reports a refused build once, with the release its manifest names', async () => {
    infoReact = '18.3.1';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loadSliceModule } = await import('./remote-registry');
    // Two regions waiting on the same load: one failure.
    const both = [loadSliceModule('info', 'privacy-policy'), loadSliceModule('info', 'privacy-policy')];
    await Promise.allSettled(both);
    expect(await failures()).toEqual([{ slice: 'info', release: 'b7', kind: 'skew' }]);
    infoReact = '19.3.1';
  });

  it('tells an entry that did not load from a chunk that did not', async () => {
    const { loadSliceModule, prepareRetry } = await import('./remote-registry');
    run = () =>
      Promise.reject(
        new Error(
          '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nOriginal Error Message:\n Failed to fetch dynamically imported module: https://site.test/remotes/info/remoteEntry.js',
        ),
      );
    await expect(loadSliceModule('info', 'privacy-policy')).rejects.toThrow();
    await prepareRetry('info');
    run = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /remotes/info/assets/a.js'));
    await expect(loadSliceModule('info', 'privacy-policy')).rejects.toThrow();
    // The manifest cannot be fetched at all: the slice's server is down.
    await prepareRetry('packages');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadSliceModule('packages', 'package-list')).rejects.toThrow();
    expect(await failures()).toEqual([
      { slice: 'info', release: 'b7', kind: 'entry-error' },
      { slice: 'info', release: 'b7', kind: 'chunk-error' },
      { slice: 'packages', release: 'unknown', kind: 'entry-error' },
    ]);
  });

  it('reports a slice that does not answer in time as a timeout', async () => {
    vi.useFakeTimers();
    try {
      const { loadSliceModule, REMOTE_TIMEOUT_MS } = await import('./remote-registry');
      run = () => new Promise(() => {});
      const load = loadSliceModule('info', 'privacy-policy');
      const settled = expect(load).rejects.toThrow(/did not answer within/);
      await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
      await settled;
      expect(await failures()).toEqual([{ slice: 'info', release: 'b7', kind: 'timeout' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
