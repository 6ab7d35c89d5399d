// What a reference server may ask of its root's canary, and nothing more: abort it when its own
// page views judge it worse than live, and run one pass of its steps. The canary's code decides,
// changes the root under the canary's lock and publishes the change (canary/lifecycle.mjs,
// canary/steps.mjs). A server that follows a fleet's publisher (RELEASES_SOURCE) has no control:
// the publisher's judge decides (fleet/judge.mjs).
import { abortCanary } from './lifecycle.mjs';
import { stepCanary } from './steps.mjs';

/**
 * The control of the canary at `root`, for a server judging with `settings` (the judge's, with its
 * window) and passing a step after `stepViews` canary page views; `by` is who it says acted.
 */
export function canaryControl(root, { settings, stepViews, by = 'reference server' } = {}) {
  return {
    /** Aborts canary `id` if it still runs: the canary aborted, or null. */
    abort: ({ id, reason, counts }) => abortCanary(root, { id, reason, counts, by }),
    /** One pass of a stepped canary's steps: { action, canary, analysis }, or null when none was due. */
    step: () => stepCanary(root, { judge: settings, stepViews, by }),
  };
}
