import { describe, expect, it } from 'vitest';
import { fallbackReasonOf, loadFailureKind, SliceTimeoutError } from './load-failure';
import { VersionSkewError } from './version-skew';

/** What @module-federation/runtime 2.9 throws when a module entry does not load (RUNTIME-008). */
const federationEntryError = (browserMessage: string) =>
  new Error(
    '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\n' +
      'args: {"remoteName":"chardham_info","resourceUrl":"https://site.test/remotes/info/remoteEntry.js"}\n' +
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008\n' +
      `Original Error Message:\n ${browserMessage}`,
  );

describe('loadFailureKind', () => {
  it('tells a remote entry that did not load from a chunk of a loaded entry, in every browser', () => {
    const failedImports = [
      // Chromium, Firefox, Safari.
      'Failed to fetch dynamically imported module: https://site.test/remotes/info/remoteEntry.js',
      'error loading dynamically imported module: https://site.test/remotes/info/remoteEntry.js',
      'Importing a module script failed.',
    ];
    for (const message of failedImports) {
      expect(loadFailureKind(federationEntryError(message))).toBe('entry-error');
      expect(loadFailureKind(new TypeError(message.replace('remoteEntry', 'assets/page-Ab12')))).toBe(
        'chunk-error',
      );
    }
  });

  it('counts whatever stops the entry before it runs as an entry error', () => {
    // The manifest or remotes.json unreachable, answered with an error, refused, or an entry that
    // loaded without the federation container in it.
    expect(loadFailureKind(new TypeError('Failed to fetch'))).toBe('entry-error');
    expect(loadFailureKind(new Error('remotes.json answered 503'))).toBe('entry-error');
    expect(
      loadFailureKind(
        new Error(
          "The info slice's entry is on https://elsewhere.test, which this shell does not load remotes from (REMOTE_ORIGINS): it is not loaded.",
        ),
      ),
    ).toBe('entry-error');
    expect(
      loadFailureKind(new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001')),
    ).toBe('entry-error');
    expect(loadFailureKind('not even an error')).toBe('entry-error');
  });

  it('knows the shell’s own refusals: a slice too slow, and a build against other majors', () => {
    const slow = new SliceTimeoutError('The info slice did not answer within 8000 ms');
    const skewed = new VersionSkewError('info', { buildId: 'b7' }, [
      { name: 'react', host: '19.3.1', remote: '18.3.1' },
    ]);
    expect(loadFailureKind(slow)).toBe('timeout');
    expect(loadFailureKind(skewed)).toBe('skew');
    expect([slow, skewed, new TypeError('Failed to fetch')].map(fallbackReasonOf)).toEqual([
      'timeout',
      'skew',
      'load',
    ]);
  });
});
