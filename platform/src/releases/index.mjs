// The release manager's functions that scripts and suites run in-process to set up a root
// (`@chardham/platform/releases`); deployers run every command as `pnpm releases <command>`.
export { switchLive } from './composition.mjs';
export { installRelease } from './install.mjs';
