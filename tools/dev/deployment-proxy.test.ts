// `pnpm dev <slice> --from <url>`'s proxy of a deployment: the dev site's page reads through it, no
// other page does, a request addressed to another name (DNS rebinding) is refused, and it fetches
// from the deployment's origin only, whatever the request's path says (issue 62, docs/dev.md).
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.mjs';
import { startDeploymentProxy } from './deployment-proxy.mjs';

const site = 'http://127.0.0.1:8080';

/** A local server that answers every path with its own name, and notes what it was asked. */
async function origin(name: string) {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/javascript' });
    res.end(`// ${name} ${req.url}`);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, asked, close: () => new Promise((r) => server.close(r)) };
}

/** A request as it leaves a browser (or a script) with these headers and this request target. */
function ask(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: target,
      headers: { Host: `127.0.0.1:${port}`, ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the --from proxy', () => {
  let deployment: Awaited<ReturnType<typeof origin>>;
  let elsewhere: Awaited<ReturnType<typeof origin>>;
  let proxy: { close: () => Promise<unknown> };
  let port = 0;

  beforeAll(async () => {
    deployment = await origin('deployment');
    elsewhere = await origin('elsewhere');
    port = await freePort();
    proxy = await startDeploymentProxy(deployment.url, `http://127.0.0.1:${port}`, [site]);
  });
  afterAll(async () => {
    await proxy?.close();
    await deployment?.close();
    await elsewhere?.close();
  });

  it("lets the dev site's page read the deployment's files, and no other page", async () => {
    const read = await ask(port, '/remotes/info/remoteEntry.js?v=1', { Origin: site });
    expect(read.status).toBe(200);
    expect(read.body).toBe('// deployment /remotes/info/remoteEntry.js?v=1');
    expect(read.headers['access-control-allow-origin']).toBe(site);

    // The platform's server reads fragments without an Origin: no page, no CORS header.
    const server = await ask(port, '/remotes/info/html/en/home/body.html');
    expect(server.status).toBe(200);
    expect(server.headers['access-control-allow-origin']).toBeUndefined();

    for (const other of ['https://other.example', 'http://127.0.0.1:3000', 'null']) {
      const refused = await ask(port, '/remotes/info/remoteEntry.js', { Origin: other });
      expect(refused.status).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a request addressed to any other name or port (DNS rebinding)', async () => {
    for (const host of ['rebind.example', `rebind.example:${port}`, 'localhost:1', '127.0.0.1']) {
      const refused = await ask(port, '/remotes/info/remoteEntry.js', { Host: host });
      expect(refused.status, host).toBe(403);
      expect(refused.body).not.toContain('deployment');
    }
  });

  it("fetches from the deployment's origin only, whatever the request target names", async () => {
    const host = new URL(elsewhere.url).host;
    for (const target of [`//${host}/secret`, `/\\${host}/secret`, `${elsewhere.url}/secret`]) {
      const answer = await ask(port, target, { Origin: site });
      expect(answer.body, target).not.toContain('elsewhere');
    }
    expect(elsewhere.asked).toEqual([]);
  });
});
