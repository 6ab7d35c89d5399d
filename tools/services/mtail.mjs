// Debian's mtail on a free 127.0.0.1 port, running docs/mtail/ on an nginx host's access log: the
// e2e suite's fleet starts it through this module, and Prometheus scrapes it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';
import { startService } from './service.mjs';

export const mtailBinary = ['/usr/bin/mtail', '/usr/local/bin/mtail'].find(existsSync);
export const mtailPrograms = join(root, 'docs/mtail');

/**
 * Starts mtail on `log`, on the loopback (on `port`, or a free one), and resolves once its /metrics
 * answers; an nginx host passes /metrics/logs on to `host` (fleet/configs.mjs).
 */
export async function startMtail({ log, port: wanted }) {
  // `npm test` installs Debian's mtail: a missing one is a failure, never a skipped test.
  if (!mtailBinary) throw new Error('mtail is not installed: npm test installs it with apt');
  const port = wanted ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const metrics = async () => (await fetch(`http://${host}/metrics`)).text();
  const { stop } = await startService({
    name: 'mtail',
    binary: mtailBinary,
    args: [
      '--progs',
      mtailPrograms,
      '--logs',
      log,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--logtostderr',
    ],
    ready: async () => Boolean(await metrics()),
  });
  return { host, metrics, stop };
}
