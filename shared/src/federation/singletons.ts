/**
 * The shared singletons, declared once for the build plugin of each remote (`federationConfig`) and
 * for the shell's runtime host (shell/src/features/remotes/federation-host.ts). Browser-safe.
 *
 * One React, one React DOM and one router for the whole page. The subpath keys cover
 * react/jsx-runtime and react-dom/client. Routing is shared as the `@chardham/shared/router` facade,
 * which bundles the part of react-router the slices use: react-router is never imported elsewhere
 * (a lint rule forbids it), so the facade is the page's only router (docs/decisions/060-router-facade.md).
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion }) as const;

export const sharedSingletons = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  '@chardham/shared/router': singleton('^1.0.0'),
} as const;

/** A remote that is down must not blank the site: use whatever copy is already loaded. */
export const shareStrategy = 'loaded-first';
