// @vitest-environment node
// The server's socket as an operator relies on it: a client that sends nothing cannot hold a
// connection, and a stop ends even while clients hold connections open.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSite } from '../testing/fixture.mjs';
import { createSiteServer, stopServer } from './http-server.mjs';

const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function listening(handler, options) {
  const server = createSiteServer(handler, options);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => new Promise((done) => server.close(done)).finally(() => server.closeAllConnections()));
  return { server, port: server.address().port };
}

/** A raw connection that records what it receives and when it is closed. */
async function socketTo(port) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const seen = { text: '', closed: false };
  socket.on('data', (chunk) => {
    seen.text += chunk;
  });
  socket.on('close', () => {
    seen.closed = true;
  });
  socket.on('error', () => {});
  cleanups.push(() => socket.destroy());
  return { socket, seen, closed: once(socket, 'close') };
}

const get = (path) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
const until = async (check, ms = 5_000) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
};

describe('createSiteServer', () => {
  it('closes a connection that never sends a byte once it has been silent for the limit', async () => {
    const { port } = await listening((_, res) => res.end('ok'), { silentSocketMs: 300 });
    const silent = await socketTo(port);
    expect(await until(() => silent.seen.closed)).toBe(true);
    expect(silent.seen.text).toBe('');
  });

  it('answers 408 and closes a request whose body is still arriving after 15 s', async () => {
    const { port } = await listening((req, res) => {
      req.resume();
      req.on('end', () => res.end('read'));
    });
    const client = await socketTo(port);
    const started = Date.now();
    client.socket.write('POST /packages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n');
    // A byte a second: never silent (the silent-socket limit does not apply), never done.
    const trickle = setInterval(() => client.socket.write('a'), 1_000);
    cleanups.push(() => clearInterval(trickle));
    expect(await until(() => client.seen.closed, 25_000)).toBe(true);
    const seconds = (Date.now() - started) / 1000;
    expect(client.seen.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(seconds).toBeGreaterThanOrEqual(14.5);
    // Checked every second: the limit holds to the second.
    expect(seconds).toBeLessThan(18);
  }, 30_000);

  it('keeps a connection that is in use', async () => {
    const { port } = await listening((_, res) => res.end('ok'), { silentSocketMs: 2_000 });
    const client = await socketTo(port);
    client.socket.write(get('/'));
    expect(await until(() => client.seen.text.endsWith('ok'))).toBe(true);
    expect(client.seen.closed).toBe(false);
  });
});

describe('stopServer', () => {
  it('lets a request in flight finish inside the grace, and closes the idle connections at once', async () => {
    let arrived;
    const slowArrived = new Promise((resolve) => {
      arrived = resolve;
    });
    const { server, port } = await listening((req, res) => {
      if (req.url !== '/slow') return res.end('ok');
      arrived();
      setTimeout(() => res.end('finished'), 300);
    });
    const idle = await socketTo(port);
    idle.socket.write(get('/'));
    await until(() => idle.seen.text.endsWith('ok'));
    const busy = await socketTo(port);
    busy.socket.write(get('/slow'));
    await slowArrived;

    const stopped = stopServer(server, 5_000);
    expect(await until(() => idle.seen.closed, 1_000)).toBe(true);
    expect(await stopped).toEqual({ graceRanOut: false });
    // The server is closed once its side of the connection is; the answer reaches the client then.
    expect(await until(() => busy.seen.closed)).toBe(true);
    expect(busy.seen.text).toMatch(/^HTTP\/1.1 200[\s\S]*finished$/);
  });

  it('closes what is still open when the grace runs out: a silent socket, a request never answered', async () => {
    const { server, port } = await listening(() => {});
    const silent = await socketTo(port);
    const stuck = await socketTo(port);
    stuck.socket.write(get('/never'));
    await until(() => false, 100);

    expect(await stopServer(server, 300)).toEqual({ graceRanOut: true });
    expect(await until(() => silent.seen.closed && stuck.seen.closed, 1_000)).toBe(true);
  });
});

describe('serve.mjs', () => {
  it('exits on SIGTERM after its grace though a client holds a silent connection, and logs the stop', async () => {
    const site = makeSite();
    cleanups.push(site.cleanup);
    const child = spawn(process.execPath, [fileURLToPath(new URL('../cli/serve.mjs', import.meta.url))], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SHELL_DIST: `${site.root}/shell`,
        SHUTDOWN_GRACE_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => child.kill('SIGKILL'));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = once(child, 'exit');
    expect(await until(() => /served at http:\/\/127\.0\.0\.1:\d+\//.test(output), 10_000), output).toBe(
      true,
    );
    const port = Number(/served at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)[1]);
    const silent = await socketTo(port);

    child.kill('SIGTERM');
    const [code] = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r(['still running']), 8_000)),
    ]);
    expect(code, output).toBe(0);
    expect(silent.seen.closed || (await until(() => silent.seen.closed, 1_000))).toBe(true);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.msg, line.signal ?? line.graceRanOut])).toEqual([
      ['stopping', 'SIGTERM'],
      ['stopped', true],
    ]);
  }, 15_000);
});
