// Matching a path to a route pattern, once: the route table (`matchRoute`), the production server
// (on routes.json's patterns) and the early script use this. Plain JavaScript for the server, which
// runs on Node without a TypeScript build.

/**
 * The parameters of `pathname` under `pattern` (`/package/:id`), raw as in the URL, or null when it
 * does not match. Segment by segment and case-sensitive, as the server's frames are named; empty
 * segments (a doubled or trailing slash) do not count.
 *
 * Self-contained (nothing outside its body): the early script receives it serialised with
 * Function.prototype.toString (shell/build/early-script-plugin.ts).
 *
 * @param {string} pattern
 * @param {string} pathname
 * @returns {Record<string, string> | null}
 */
export function matchPattern(pattern, pathname) {
  const parts = pattern.split('/').filter(Boolean);
  const path = pathname.split('/').filter(Boolean);
  if (parts.length !== path.length) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const segment = path[i];
    if (part === undefined || segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * The first route of `table` whose pattern matches `pathname`, with its parameters.
 *
 * @template {{ readonly path: string }} R
 * @param {readonly R[]} table
 * @param {string} pathname
 * @returns {{ route: R; params: Record<string, string> } | undefined}
 */
export function findRoute(table, pathname) {
  for (const route of table) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
