// Prerendered pages (made by `pnpm prerender`) are served only while the composition they were made
// from is live: a redeployed remote or an edited remotes.json changes the fingerprint, and the
// server falls back to the plain app shell instead of serving stale HTML.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverConfig } from './config.mjs';

/** Absolute URLs in prerendered pages carry this token; the server puts the site's origin in. */
export const ORIGIN_TOKEN = '__SITE_ORIGIN__';

function contents(path) {
  try {
    return readFileSync(path);
  } catch {
    return Buffer.from('');
  }
}

export function compositionFingerprint(config = serverConfig()) {
  const hash = createHash('sha256');
  hash.update(contents(config.remotesFile));
  hash.update(contents(join(config.shellDir, 'index.html')));
  for (const prefix of Object.keys(config.mounts).sort()) {
    hash.update(prefix);
    hash.update(contents(join(config.mounts[prefix], 'remoteEntry.js')));
  }
  return hash.digest('hex');
}

/** Returns a function (pathname, status) → { path, html } | null, re-checking the fingerprint at most once a second. */
export function prerenderedPages(config) {
  let checkedAt = 0;
  let live = false;
  const isLive = () => {
    const now = Date.now();
    if (now - checkedAt > 1000) {
      checkedAt = now;
      const saved = JSON.parse(contents(join(config.prerenderDir, 'fingerprint.json')).toString() || '{}');
      live = Boolean(saved.fingerprint) && saved.fingerprint === compositionFingerprint(config);
    }
    return live;
  };
  return (pathname, status, origin) => {
    if (!config.prerenderDir || !isLive()) return null;
    const path =
      status === 404
        ? join(config.prerenderDir, '404.html')
        : join(config.prerenderDir, pathname, 'index.html');
    try {
      if (!statSync(path).isFile()) return null;
    } catch {
      return null;
    }
    return { path, html: readFileSync(path, 'utf8').replaceAll(ORIGIN_TOKEN, origin) };
  };
}
