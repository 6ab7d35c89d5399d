/**
 * Node-side build helpers (used by vite.config.ts): each remote's config is `remoteViteConfig`;
 * the federation options are written once in federation-config.ts.
 */
export { type BuildInfo, createBuildInfo } from './build-info';
export { devRuntimeConfig } from './dev-runtime-config';
export { buildInfoFor, exposesOf, federationConfig } from './federation-config';
export { leanBundles } from './lean-bundles';
export {
  containerNames,
  defaultRemotePrefix,
  manifestFile,
  remoteEntryFile,
  skewCheckedPackages,
} from './names';
export { pageStyles } from './page-styles';
export { devPorts, type RemoteOptions, remoteViteConfig, standaloneHtml } from './remote-vite-config';
export { sharedSingletons, shareStrategy } from './singletons';
export { serverRenderPlugin, sliceHtml } from './slice-html';
