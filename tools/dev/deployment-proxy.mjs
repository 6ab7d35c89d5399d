// `pnpm dev <slice> --from <url>`: the deployment's files, through this machine. The composed site's
// page loads them as a remote's (CORS), and its server reads their fragments from here. Local only
// (issue 62): it answers requests addressed to its own host and port, lets the site's page alone
// read them, and fetches only from the deployment's origin. Hashed files are kept; the rest is
// asked again.
import { createServer } from 'node:http';

/**
 * @param {string} from the deployment's origin
 * @param {string} origin this proxy's own origin (`http://127.0.0.1:<port>`), where it listens
 * @param {string[]} siteOrigins the composed dev site's origins, whose page may read the answers
 */
export async function startDeploymentProxy(from, origin, siteOrigins) {
  const own = new URL(origin);
  const readers = new Set([own.origin, ...siteOrigins]);
  const kept = new Map();
  const server = createServer(async (request, response) => {
    // DNS rebinding: a page of another site whose name now points here sends that name as Host.
    if (request.headers.host !== own.host)
      return refuse(response, 403, `This proxy answers only requests to ${own.host}.`);
    // A page of any other origin gets nothing (a request without Origin is no page's read).
    const reader = request.headers.origin;
    if (reader !== undefined && !readers.has(reader))
      return refuse(response, 403, `This proxy answers only the dev site, not ${reader}.`);
    const upstream = new URL(request.url ?? '/', from);
    // `//host/…`, `/\host/…` and absolute-form request targets name another origin.
    if (upstream.origin !== from) return refuse(response, 400, `Not a path of ${from}.`);
    const path = `${upstream.pathname}${upstream.search}`;
    const cors = reader ? { 'Access-Control-Allow-Origin': reader } : {};
    try {
      let answer = kept.get(path);
      if (!answer) {
        const fetched = await fetch(upstream, { headers: { 'Accept-Encoding': 'identity' } });
        answer = {
          status: fetched.status,
          type: fetched.headers.get('content-type') ?? 'application/octet-stream',
          body: Buffer.from(await fetched.arrayBuffer()),
        };
        if (fetched.ok && /-[\w-]{8}\.\w+$/.test(upstream.pathname)) kept.set(path, answer);
      }
      response.writeHead(answer.status, {
        'Content-Type': answer.type,
        ...cors,
        Vary: 'Origin',
        'Cache-Control': 'no-cache',
      });
      response.end(answer.body);
    } catch (error) {
      response.writeHead(502, { 'Content-Type': 'text/plain', ...cors, Vary: 'Origin' });
      response.end(`${from} did not answer: ${error.message}`);
    }
  });
  await new Promise((resolve) => server.listen(Number(own.port), own.hostname, resolve));
  return { close: () => new Promise((resolve) => server.close(resolve)) };
}

function refuse(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${text}\n`);
}
