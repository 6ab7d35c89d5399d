/**
 * The federation runtime and the shell's host set-up, a chunk of their own: the registry imports it
 * when the first remote is registered. On the landing page, whose code waits for the visitor's reach,
 * that is after the first interaction; every other page asks for it at once, and its frame preloads
 * it beside the app (docs/decisions/083-javascript-of-the-landing-page.md).
 */
export { loadRemote, registerRemotes } from '@module-federation/runtime';
export { federationHost } from './federation-host';
