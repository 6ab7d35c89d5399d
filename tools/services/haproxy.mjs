// Debian's HAProxy on a free 127.0.0.1 port, running the configuration `pnpm fleet-config` writes
// for a fleet of these servers: the e2e suite's fleet starts it through this module.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from '@chardham/platform/fleet-config';
import { freePort } from '../free-port.mjs';
import { startService } from './service.mjs';

export const haproxyBinary = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync);

/**
 * Starts HAProxy in front of `servers` (host:port, any number) and resolves once it answers. `log()` is what it wrote: its checks (a server going DOWN), one line per request.
 */
export async function startHaproxy({ servers }) {
  // `npm test` installs Debian's haproxy: a missing one is a failure, never a skipped test.
  if (!haproxyBinary) throw new Error('haproxy is not installed: npm test installs it with apt');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'chardham-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    haproxyConfig({
      balancer: { bind: `127.0.0.1:${port}` },
      servers: servers.map((address, i) => ({ name: `site-${i + 1}`, address })),
    }),
  );
  const { output, stop } = await startService({
    name: 'haproxy',
    binary: haproxyBinary,
    args: ['-db', '-f', config],
    ready: async () => Boolean(await fetch(`${url}/healthz`)),
  });
  return {
    url,
    log: output,
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
