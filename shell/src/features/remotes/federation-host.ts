/**
 * The shell is the page's federation host, set up with the federation runtime's own API rather
 * than the build plugin's generated host code (docs/decisions/064-runtime-host.md). It provides the
 * shell's React, React DOM and router facade to the remotes as already-loaded singletons, and
 * publishes the one federation runtime the remotes run on (their builds set `externalRuntime`).
 */

import { sharedSingletons, shareStrategy } from '@chardham/shared/federation/singletons';
import * as router from '@chardham/shared/router';
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

// The version of @chardham/shared, set by the shell's vite.config.ts; absent in unit tests.
declare const __ROUTER_FACADE_VERSION__: string | undefined;
const routerVersion = typeof __ROUTER_FACADE_VERSION__ === 'undefined' ? '1.0.0' : __ROUTER_FACADE_VERSION__;

type ShareKey = keyof typeof sharedSingletons;

/** Every module a remote's build asks the share scope for, with the shell's own copy. */
const provided: Record<string, { module: object; version: string }> = {
  react: { module: React, version: React.version },
  'react/jsx-runtime': { module: jsxRuntime, version: React.version },
  'react-dom': { module: ReactDOM, version: ReactDOM.version },
  'react-dom/client': { module: ReactDOMClient, version: ReactDOM.version },
  '@chardham/shared/router': { module: router, version: routerVersion },
};

/** A subpath is configured by its package's `name/` key (react/jsx-runtime by `react/`). */
function configOf(name: string) {
  const key = (name in sharedSingletons ? name : `${name.split('/')[0]}/`) as ShareKey;
  return sharedSingletons[key];
}

let host: ReturnType<typeof init> | undefined;

/** Creates the federation host once; registering and loading remotes needs it first. */
export function federationHost(): ReturnType<typeof init> {
  if (host) return host;
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  host = init({
    name: 'shell',
    remotes: [],
    shareStrategy,
    shared: Object.fromEntries(
      Object.entries(provided).map(([name, { module, version }]) => [
        name,
        { version, lib: () => module, shareConfig: { ...configOf(name) } },
      ]),
    ),
  });
  return host;
}
