// /readyz: whether this server can answer the site as it should now. The shell's build is there,
// remotes.json is valid, and every page composes with the fragments of every live slice this server
// serves from its own folders (each frame, in each language): a balancer sends visitors elsewhere
// rather than to empty regions. A slice served from another origin is every server's: its outage
// would take the whole fleet out of the balancer at once, so it leaves the server ready, and shows
// in `slice_origin_up`, in the readiness line for operators and in the slice's fallback (issue 46).
// So does a followed composition past its expiry: every server would see it at once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { frameNames } from '../compose/frames.mjs';

/** Checked at most this often: a balancer polling it costs one composition of the site per second. */
const CHECK_EVERY_MS = 1000;

/** One line naming up to three problems. */
const named = (problems) =>
  `${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more` : ''}`;

/**
 * A function answering { problem, degraded }: `problem` is null (ready) or the one line that says why
 * not; `degraded` names what fails on other origins while the server is ready. `remotes()` is the
 * live remotes.json as the server runs it, `composer` the server's (compose.mjs), `metrics` its
 * metrics (observability/telemetry.mjs), `follower` its publisher's follower (fleet/follow.mjs), if any.
 */
export function readiness(config, { remotes: liveRemotes, composer, metrics, follower }) {
  let last = { at: -Infinity, problem: null, degraded: null };
  const notReady = (problem) => ({ problem, degraded: null });
  async function check() {
    if (!existsSync(join(config.shellDir, 'index.html')))
      return notReady(`no shell build in ${config.shellDir}`);
    const live = liveRemotes();
    if (live.problem) return notReady(live.problem);
    const frames = frameNames(config.shellDir);
    if (!frames.length) return notReady(`no frames in ${join(config.shellDir, 'frames')}`);
    const origin = config.publicOrigin ?? config.localOrigin ?? `http://${config.host ?? 'localhost'}`;
    // Every frame at once: a slice origin that does not answer costs one fragment budget, not one
    // per frame, and the answer reaches the balancer within its check's timeout.
    const pages = await Promise.all(
      frames.map((frame) => composer.fragmentsOf(frame, { remotes: live.document, origin })),
    );
    const own = new Set();
    const shared = new Set();
    const up = new Map(); // `slice origin` -> every fragment of the slice from that origin composed
    for (const f of pages.flat()) {
      const failed = f.outcome !== 'ok';
      if (failed) (f.origin ? shared : own).add(`${f.slice} ${f.part} (release ${f.release}) ${f.outcome}`);
      if (f.origin) up.set(`${f.slice} ${f.origin}`, (up.get(`${f.slice} ${f.origin}`) ?? true) && !failed);
    }
    metrics?.sliceOriginUp.reset();
    for (const [key, composed] of up) {
      const [slice, sliceOrigin] = key.split(' ');
      metrics?.sliceOriginUp.set({ slice, origin: sliceOrigin }, composed ? 1 : 0);
    }
    const expired = follower?.expired();
    const degraded = [
      ...(shared.size ? [`slices on other origins fail: ${named([...shared])}`] : []),
      ...(expired
        ? [
            `the published composition this server follows expired at ${expired}, and its source has served no newer one`,
          ]
        : []),
    ];
    return {
      problem: own.size ? `not ready: ${named([...own])}` : null,
      degraded: degraded.length ? degraded.join('; ') : null,
    };
  }
  // One check at a time: callers that ask while one runs share it (a balancer, a flood of probes).
  let running = null;
  return async () => {
    if (running) return running;
    if (performance.now() - last.at < (config.readyCheckMs ?? CHECK_EVERY_MS)) return last;
    running = check()
      .then((answer) => {
        last = { at: performance.now(), ...answer };
        return last;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
