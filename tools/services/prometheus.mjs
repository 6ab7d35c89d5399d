// Debian's Prometheus on a free 127.0.0.1 port, in a folder of its own, running the fleet's files
// as docs/deploy.md installs them (docs/prometheus/): the e2e suite starts it through this module.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../bootstrap.mjs';
import { freePort } from '../free-port.mjs';
import { startService } from './service.mjs';

export const prometheusBinary = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find(existsSync);
export const promtoolBinary = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find(existsSync);

/** The folder docs/deploy.md installs into /etc/prometheus/. */
export const prometheusDocs = join(root, 'docs/prometheus');

/** How many intervals docs/prometheus/prometheus.yml sets: the global two, and each canary job's. */
const INTERVALS = 4;

/**
 * docs/prometheus/prometheus.yml with every interval set to `interval`: the only change a test
 * makes, so that a scrape and a rule's evaluation come every second. `null`: the file as shipped.
 */
export function configWithInterval(interval) {
  const text = readFileSync(join(prometheusDocs, 'prometheus.yml'), 'utf8');
  const found = text.match(/^\s+(?:scrape|evaluation)_interval: \d+s$/gm)?.length ?? 0;
  if (found !== INTERVALS)
    throw new Error(
      `docs/prometheus/prometheus.yml sets ${found} intervals, not the ${INTERVALS} this module changes`,
    );
  return interval ? text.replace(/^(\s+(?:scrape|evaluation)_interval:) \d+s$/gm, `$1 ${interval}`) : text;
}

/**
 * Starts Prometheus scraping `targets` (host:port) with `token` as the servers' METRICS_TOKEN, and
 * `logTargets` (each nginx host's metrics address, which passes /metrics/logs on to its mtail), and
 * resolves once it is ready; `interval: null` keeps the shipped intervals. `query(expr)` evaluates
 * PromQL now and resolves with the result vector; `targets()` with what Prometheus knows of each
 * target (its health, its last error).
 */
export async function startPrometheus({ dir, targets, logTargets = [], token, interval = '1s' }) {
  // `npm test` installs Debian's prometheus: a missing one is a failure, never a skipped test.
  if (!prometheusBinary) throw new Error('prometheus is not installed: npm test installs it with apt');
  mkdirSync(join(dir, 'targets'), { recursive: true });
  writeFileSync(join(dir, 'prometheus.yml'), configWithInterval(interval));
  copyFileSync(join(prometheusDocs, 'rules.yml'), join(dir, 'rules.yml'));
  writeFileSync(join(dir, 'chardham-metrics-token'), `${token}\n`);
  writeFileSync(join(dir, 'targets/chardham.json'), JSON.stringify([{ targets }]));
  writeFileSync(join(dir, 'targets/chardham-nginx-logs.json'), JSON.stringify([{ targets: logTargets }]));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { stop } = await startService({
    name: 'prometheus',
    binary: prometheusBinary,
    args: [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    ready: async () => (await fetch(`${url}/-/ready`)).status === 200,
  });
  const api = async (path) => {
    const body = await (await fetch(`${url}${path}`)).json();
    if (body.status !== 'success') throw new Error(`${path}: ${body.error ?? JSON.stringify(body)}`);
    return body.data;
  };
  const query = async (expr) => {
    const { resultType, result } = await api(`/api/v1/query?query=${encodeURIComponent(expr)}`);
    return resultType === 'scalar' ? [{ metric: {}, value: result }] : result;
  };
  const active = async () => (await api('/api/v1/targets?state=active')).activeTargets;
  return { url, query, targets: active, stop };
}
