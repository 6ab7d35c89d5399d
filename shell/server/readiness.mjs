// /readyz: whether this server can answer the site as it should now. The shell's build is there,
// remotes.json is valid, and every page composes with every live slice's fragments (each frame, in
// each language): a balancer sends visitors elsewhere rather than to empty regions.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Checked at most this often: a balancer polling it costs one composition of the site per second. */
const CHECK_EVERY_MS = 1000;

/** The frame names of a shell build (`index`, `hi/packages`, `package/kedarnath`, ...). */
export function frameNames(shellDir) {
  const dir = join(shellDir, 'frames');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replace(/\.html$/, ''))
    .sort();
}

/**
 * A function answering null (ready) or the one line that says why not. `remotes()` is the live
 * remotes.json as the server runs it, `composer` the server's (compose.mjs).
 */
export function readiness(config, { remotes: liveRemotes, composer }) {
  let last = { at: -Infinity, problem: null };
  async function check() {
    if (!existsSync(join(config.shellDir, 'index.html'))) return `no shell build in ${config.shellDir}`;
    const live = liveRemotes();
    if (live.problem) return live.problem;
    const frames = frameNames(config.shellDir);
    if (!frames.length) return `no frames in ${join(config.shellDir, 'frames')}`;
    const origin = config.publicOrigin ?? config.localOrigin ?? `http://${config.host ?? 'localhost'}`;
    const failed = [];
    for (const frame of frames) {
      const fragments = await composer.fragmentsOf(frame, { remotes: live.document, origin });
      for (const f of fragments) {
        if (f.outcome !== 'ok') failed.push(`${f.slice} ${f.part} (release ${f.release}) ${f.outcome}`);
      }
    }
    const unique = [...new Set(failed)];
    if (!unique.length) return null;
    return `not ready: ${unique.slice(0, 3).join('; ')}${unique.length > 3 ? `; and ${unique.length - 3} more` : ''}`;
  }
  // One check at a time: callers that ask while one runs share it (a balancer, a flood of probes).
  let running = null;
  return async () => {
    if (running) return running;
    if (performance.now() - last.at < (config.readyCheckMs ?? CHECK_EVERY_MS)) return last.problem;
    running = check()
      .then((problem) => {
        last = { at: performance.now(), problem };
        return problem;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
