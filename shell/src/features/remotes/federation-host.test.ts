import { sharedSingletons } from '@chardham/shared/federation/singletons';
import * as router from '@chardham/shared/router';
import { loadShare } from '@module-federation/runtime';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { federationHost } from './federation-host';

// The real federation runtime: what a remote's build asks the share scope for is what it gets.
describe('the federation host', () => {
  it('publishes one runtime for the remotes built with externalRuntime', () => {
    federationHost();
    const core = (globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })
      ._FEDERATION_RUNTIME_CORE;
    expect(typeof core?.ModuleFederation).toBe('function');
    expect(federationHost()).toBe(federationHost());
  });

  it('hands a remote the shell’s own React, React DOM client and router as loaded singletons', async () => {
    const host = federationHost();
    const react = host.shareScopeMap.default?.react?.[React.version];
    expect(react).toMatchObject({
      loaded: true,
      shareConfig: { singleton: true, requiredVersion: '^19.3.0' },
    });
    const client = host.shareScopeMap.default?.['react-dom/client']?.[React.version];
    expect(client?.shareConfig).toMatchObject({ singleton: true, requiredVersion: '^19.3.0' });

    const shared = async (name: string) => ((await loadShare(name)) as false | (() => unknown)) || undefined;
    expect((await shared('react'))?.()).toBe(React);
    expect((await shared('react-dom/client'))?.()).toBe(ReactDOMClient);
    expect((await shared('@chardham/shared/router'))?.()).toBe(router);
  });

  it('provides something for every shared singleton the remotes declare', () => {
    // A singleton the shell does not provide would be loaded from each remote's own copy instead.
    const provided = Object.keys(federationHost().shareScopeMap.default ?? {});
    for (const key of Object.keys(sharedSingletons)) {
      const covered = key.endsWith('/')
        ? provided.some((name) => name.startsWith(key))
        : provided.includes(key);
      expect(covered, key).toBe(true);
    }
  });
});
