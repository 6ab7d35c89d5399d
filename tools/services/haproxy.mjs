// Debian's HAProxy on a free 127.0.0.1 port, running docs/haproxy/haproxy.cfg as it is (the servers'
// addresses come from the environment): the e2e suite's fleet starts it through this module.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';
import { startService } from './service.mjs';

export const haproxyBinary = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync);
export const haproxyConfig = join(root, 'docs/haproxy/haproxy.cfg');

/**
 * Starts HAProxy in front of `servers` (host:port, three: the file's SITE_1 to SITE_3) and resolves
 * once it answers. `log()` is what it wrote: its checks (a server going DOWN), one line per request.
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
  const { output, stop } = await startService({
    name: 'haproxy',
    binary: haproxyBinary,
    args: ['-db', '-f', haproxyConfig],
    env,
    ready: async () => Boolean(await fetch(`${url}/healthz`)),
  });
  return { url, log: output, stop };
}
