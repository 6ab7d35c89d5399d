// Debian's HAProxy on a free 127.0.0.1 port, running docs/haproxy/haproxy.cfg as it is (the servers'
// addresses come from the environment): the e2e suite's fleet starts it through this module.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';
import { freePort } from './free-port.mjs';

export const haproxyBinary = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync);
export const haproxyConfig = join(root, 'docs/haproxy/haproxy.cfg');

/**
 * Starts HAProxy in front of `servers` (host:port, three: the file's SITE_1 to SITE_3) and resolves
 * once every server is up in its checks. `log()` is what it wrote (one line per request).
 */
export async function startHaproxy({ servers }) {
  // `npm test` installs Debian's haproxy: a missing one is a failure, never a skipped test.
  if (!haproxyBinary) throw new Error('haproxy is not installed: npm test installs it with apt');
  if (servers.length !== 3) throw new Error('docs/haproxy/haproxy.cfg names three servers');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    CHARDHAM_BIND: `127.0.0.1:${port}`,
    ...Object.fromEntries(servers.map((server, i) => [`SITE_${i + 1}`, server])),
  };
  const child = spawn(haproxyBinary, ['-db', '-f', haproxyConfig], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output += chunk.toString();
    });
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    try {
      await fetch(`${url}/healthz`);
      return { url, log: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`haproxy did not answer on ${url}: ${output}`);
}
