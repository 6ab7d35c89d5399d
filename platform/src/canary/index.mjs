// A canary's functions that scripts and suites run in-process (`@chardham/platform/canary`);
// deployers run them as `pnpm releases canary|promote|abort|status`.
export { abortCanary, startCanary } from './lifecycle.mjs';
