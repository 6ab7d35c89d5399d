// The release manager's functions, for the scripts and suites that set up a root in-process
// (`@chardham/platform/releases`); deployers run them as `pnpm releases <command>`.
export { makeComposition, switchLive } from './composition.mjs';
export { installRelease } from './install.mjs';
export { checkRelease, installed, liveReleases, releaseNames, SHELL } from './layout.mjs';
export { installFromOrigin } from './origin.mjs';
export { publishComposition } from './publish.mjs';
export { installVerified, switchVerified } from './verified.mjs';
export { liveShellDir, RefusedRelease, verifyRelease } from './verify.mjs';
