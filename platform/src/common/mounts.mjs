// The server's mounts: URL prefixes (`/remotes/info/`, `/releases/`) each served from a build folder.

/** The mount a URL path falls under, the longest prefix that matches: { prefix, dir, rest }, or null. */
export function mountOf(mounts, path) {
  let prefix = null;
  for (const candidate of Object.keys(mounts)) {
    if (path.startsWith(candidate) && candidate.length > (prefix?.length ?? -1)) prefix = candidate;
  }
  return prefix === null ? null : { prefix, dir: mounts[prefix], rest: path.slice(prefix.length) };
}
