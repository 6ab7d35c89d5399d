import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime is the boundary: "running" a remote returns a page component.
const Page = () => null;
const ran: string[] = [];
vi.mock('@module-federation/runtime', () => ({
  init: () => ({}),
  registerRemotes: () => {},
  loadRemote: (id: string) => {
    ran.push(id);
    return Promise.resolve({ default: Page });
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
  vi.unstubAllGlobals();
  ran.length = 0;
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
