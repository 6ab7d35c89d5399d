/**
 * What a build runs (inside vite.config.ts): each remote's config is `remoteViteConfig`, the
 * federation options are written once in vite/federation-config.ts, and the shell's config takes
 * the pieces it needs.
 */

export {
  type DevanagariWeight,
  devanagariFallbackFaces,
  devanagariMetrics,
  devanagariRange,
  devanagariWoff2,
  type FallbackFace,
  type VerticalMetrics,
} from './fonts/devanagari';
export { type ShareCard, shareImages } from './share/plugin';
export { renderShareImage } from './share/render';
export { afterClientBuild } from './vite/after-client-build';
export { createBuildInfo } from './vite/build-info';
export { CONTRACTS_FILE, contractsRecord } from './vite/contracts-record';
export { devRuntimeConfig } from './vite/dev-runtime-config';
export { buildInfoFor, exposesOf, federationConfig } from './vite/federation-config';
export { leanBundles } from './vite/lean-bundles';
export { pageStyles } from './vite/page-styles';
export { precompressedFiles } from './vite/precompressed-files';
export { devPorts, type RemoteOptions, remoteViteConfig, standaloneHtml } from './vite/remote-vite-config';
export { serverRenderPlugin, sliceHtml } from './vite/slice-html';
