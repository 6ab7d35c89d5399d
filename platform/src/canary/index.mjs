// A canary's functions at the release root, for the scripts and suites that run one in-process
// (`@chardham/platform/canary`); deployers run them as `pnpm releases canary|promote|abort|status`.
export { DEFAULT_JUDGE, judge } from './judge.mjs';
export { abortCanary, openCanary, promoteCanary, startCanary } from './lifecycle.mjs';
export { parseDuration } from './plan.mjs';
export { SIDE_COOKIE } from './sides.mjs';
export { canaryStatus } from './status.mjs';
export { canaryAnalysis, stepCanary } from './steps.mjs';
