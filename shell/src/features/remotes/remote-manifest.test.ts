import { afterEach, describe, expect, it } from 'vitest';
import { linkExposeChunks, type RemoteManifest } from './remote-manifest';

const manifest = (id: string): RemoteManifest => ({
  exposes: [
    {
      name: 'customer-support',
      assets: {
        js: {
          sync: [`assets/customer-support-${id}.js`],
          async: [`assets/react-${id}.js`, `assets/hindi-${id}.js`],
        },
      },
    },
  ],
});
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('linkExposeChunks', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it("on an English page preloads the module's own chunks, not its Hindi words", () => {
    window.history.replaceState(null, '', '/customer-support');
    linkExposeChunks(manifest('en1'), '/remotes/info/remoteEntry.js', 'customer-support');
    expect(preloaded()).toEqual(['/remotes/info/assets/customer-support-en1.js']);
  });

  it('on a Hindi page preloads its Hindi words with them, and no other lazy chunk', () => {
    window.history.replaceState(null, '', '/hi/customer-support');
    linkExposeChunks(manifest('hi1'), '/remotes/info/remoteEntry.js', 'customer-support');
    expect(preloaded()).toEqual([
      '/remotes/info/assets/customer-support-hi1.js',
      '/remotes/info/assets/hindi-hi1.js',
    ]);
  });
});
