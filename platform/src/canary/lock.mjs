// The one lock on a root's canary (canary/lifecycle.mjs, canary/steps.mjs, fleet/apply.mjs).
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LOCK = 'canary.lock';
/** What `underLock` returns when another held the lock past the wait. */
export const busy = Symbol('busy');

/**
 * Changes to the running canary are made under one lock (a directory made with mkdir(2), atomic on
 * any filesystem): the steps of a server and a deployer's `promote` or `abort` never interleave, so
 * an ended canary is never written back by a step read before it ended. Returns `fn`'s result, or
 * `busy` when another holds the lock past `waitMs`.
 */
export function underLock(root, fn, waitMs = 5000) {
  const lock = join(root, LOCK);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A holder that died leaves its lock: none is held for more than a few milliseconds.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 30_000) {
          rmSync(lock, { recursive: true, force: true });
          continue;
        }
      } catch {
        // Gone meanwhile: try again.
        continue;
      }
      if (Date.now() >= deadline) return busy;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** `fn` under the lock, waiting for it; a lock held past the wait is an error to report. */
export function locked(root, fn) {
  const result = underLock(root, fn);
  if (result === busy) throw new Error('The canary is being changed: try again');
  return result;
}
