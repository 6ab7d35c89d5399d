// @vitest-environment node
// The fleet's configuration files as `pnpm fleet-config` writes them for one, two and five servers,
// each checked by its own tool as an operator's machine would: HAProxy, promtool, nginx and
// systemd-analyze (`npm test` installs them with apt: a missing one fails, never skips).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeList } from '@chardham/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from '../config/config.mjs';
import { parseFleet, writeFleetConfigs } from './configs.mjs';

/** The site's route table, as the shell's build writes it into routes.json. */
const routes = { patterns: routeList.map((route) => route.path) };
const tmp = mkdtempSync(join(tmpdir(), 'chardham-fleet-configs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const tool = (...candidates) => {
  const found = candidates.find(existsSync);
  if (!found) throw new Error(`${candidates[0]} is not installed: npm test installs it with apt`);
  return found;
};
const run = (binary, args, options = {}) => {
  const done = spawnSync(binary, args, { encoding: 'utf8', ...options });
  return { status: done.status, output: `${done.stdout}${done.stderr}` };
};

/** A free port on the loopback: nginx -t binds every address it listens on. */
const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** A self-signed certificate with its key in one PEM file, as HAProxy's `crt` and nginx read it. */
function certificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-subj',
      '/CN=releases.internal',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const both = join(dir, 'site.pem');
  writeFileSync(both, readFileSync(cert, 'utf8') + readFileSync(key, 'utf8'));
  return both;
}

/** A fleet of `count` servers (every third an nginx host) on this machine's loopback. */
async function fleetOf(count, dir) {
  const pem = certificate(dir);
  const servers = [];
  for (let i = 1; i <= count; i++) {
    const nginx = i % 3 === 0;
    servers.push({
      name: `site-${i}`,
      kind: nginx ? 'nginx' : 'reference',
      address: `127.0.0.1:${await freePort()}`,
      ...(nginx ? { metrics: `127.0.0.1:${await freePort()}` } : {}),
    });
  }
  return {
    balancer: { bind: `127.0.0.1:${await freePort()} ssl crt ${pem}`, address: '10.0.0.2' },
    publisher: {
      source: 'https://releases.internal/chardham/',
      listen: `127.0.0.1:${await freePort()} ssl`,
      certificate: pem,
      prometheus: 'http://prometheus.internal:9090',
    },
    servers,
    // Every program the units start, where this machine has it.
    install: {
      checkout: workspaceRoot,
      node: process.execPath,
      root: join(dir, 'root'),
      etc: join(dir, 'etc'),
    },
  };
}

/** nginx -t over an nginx.conf that includes `files` in its http block, as conf.d does. */
function nginxTest(dir, files) {
  const prefix = join(dir, 'nginx');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;\nevents {}\nhttp {\n    include /etc/nginx/mime.types;\n${files
      .map((file) => `    include ${file};`)
      .join('\n')}\n}\n`,
  );
  return run(tool('/usr/sbin/nginx'), ['-t', '-p', prefix, '-c', conf, '-e', join(prefix, 'logs/error.log')]);
}

describe('pnpm fleet-config', () => {
  for (const count of [1, 2, 5]) {
    it(`writes files for ${count} server${count > 1 ? 's' : ''} that HAProxy, promtool, nginx and systemd accept`, async () => {
      const dir = join(tmp, `fleet-${count}`);
      mkdirSync(dir, { recursive: true });
      const fleet = await fleetOf(count, dir);
      // The publisher's log goes where this test may write.
      const fleetFile = join(dir, 'fleet.json');
      writeFileSync(fleetFile, JSON.stringify(fleet));
      const out = join(dir, 'out');
      // The route table from the source (unit tests run before any build; the CLI reads the build's).
      const written = writeFleetConfigs(fleetFile, out, { routes });
      expect(written).toContain('haproxy/haproxy.cfg');

      const haproxyCfg = readFileSync(join(out, 'haproxy/haproxy.cfg'), 'utf8');
      expect(haproxyCfg.match(/^ {4}server site-\d+ 127\.0\.0\.1:\d+ check cookie s\d+$/gm)).toHaveLength(
        count,
      );
      const haproxy = run(tool('/usr/sbin/haproxy'), ['-c', '-f', join(out, 'haproxy/haproxy.cfg')]);
      expect(haproxy.output).toContain('Configuration file is valid');
      expect(haproxy.status).toBe(0);

      const promtool = run(tool('/usr/bin/promtool'), [
        'check',
        'config',
        join(out, 'prometheus/prometheus.yml'),
      ]);
      expect(promtool.output).toContain('SUCCESS: 6 rules found');
      expect(promtool.status).toBe(0);
      const targets = (name) =>
        JSON.parse(readFileSync(join(out, 'prometheus/targets', name), 'utf8')).flatMap((g) => g.targets);
      const nginxHosts = fleet.servers.filter((s) => s.kind === 'nginx');
      expect(targets('chardham.json')).toEqual(
        fleet.servers.map((s) => (s.kind === 'nginx' ? s.metrics : s.address)),
      );
      expect(targets('chardham-nginx-logs.json')).toEqual(nginxHosts.map((s) => s.metrics));
      const token = readFileSync(join(out, 'prometheus/chardham-metrics-token'), 'utf8').trim();
      expect(token).toMatch(/^[0-9a-f]{48}$/);
      expect(statSync(join(out, 'prometheus/chardham-metrics-token')).mode & 0o077).toBe(0);

      // The publisher's nginx, and each nginx host's site with its metrics server, as its conf.d holds
      // them (their logs go where this test may write).
      const inTest = (file) => {
        writeFileSync(file, readFileSync(file, 'utf8').replaceAll('/var/log/nginx/', `${dir}/`));
        return file;
      };
      const configurations = [
        [inTest(join(out, 'publisher/nginx-chardham-publisher.conf'))],
        ...nginxHosts.map((s) => [
          inTest(join(out, s.name, 'nginx-chardham-site.conf')),
          join(out, s.name, 'nginx-chardham-metrics.conf'),
        ]),
      ];
      for (const files of configurations) {
        const checked = nginxTest(dir, files);
        expect(checked.output).toContain('test is successful');
        expect(checked.status).toBe(0);
      }
      for (const host of nginxHosts)
        expect(readFileSync(join(out, host.name, 'nginx-chardham-site.conf'), 'utf8')).toContain(
          `listen ${host.address};`,
        );

      const units = [
        join(out, 'publisher/chardham-judge.service'),
        ...fleet.servers.flatMap((s) =>
          s.kind === 'reference'
            ? [join(out, s.name, 'chardham-server.service')]
            : [
                'chardham-follow.service',
                'chardham-collector.service',
                'chardham-mtail.service',
                'chardham-nginx-reload.service',
                'chardham-nginx-reload.path',
              ].map((f) => join(out, s.name, f)),
        ),
      ];
      const verified = run(tool('/usr/bin/systemd-analyze', '/bin/systemd-analyze'), ['verify', ...units]);
      expect(verified.output).toBe('');
      expect(verified.status).toBe(0);
    });
  }

  it("gives a reference server every setting a fleet's server needs, and keeps the secrets it made", async () => {
    const dir = join(tmp, 'settings');
    mkdirSync(dir, { recursive: true });
    const fleetFile = join(dir, 'fleet.json');
    writeFileSync(fleetFile, JSON.stringify(await fleetOf(3, dir)));
    writeFleetConfigs(fleetFile, join(dir, 'out'), { routes });
    const env = readFileSync(join(dir, 'out/site-1/chardham-server.env'), 'utf8');
    const settings = Object.fromEntries(
      env
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    expect(Object.keys(settings).sort()).toEqual([
      'CANARY_SECRET',
      'HOST',
      'METRICS_TOKEN',
      'PORT',
      'RELEASES_PUBLIC_KEY',
      'RELEASES_ROOT',
      'RELEASES_SOURCE',
      'TRUST_PROXY',
    ]);
    expect(settings.TRUST_PROXY).toBe('10.0.0.2');
    expect(settings.CANARY_SECRET).toHaveLength(64);
    expect(statSync(join(dir, 'out/site-1/chardham-server.env')).mode & 0o077).toBe(0);
    // The nginx host's token is the one Prometheus sends.
    expect(readFileSync(join(dir, 'out/site-3/nginx-chardham-metrics.conf'), 'utf8')).toContain(
      `"Bearer ${settings.METRICS_TOKEN}"`,
    );
    // Generated again (a server added, say), every server keeps the same secrets.
    writeFleetConfigs(fleetFile, join(dir, 'out'), { routes });
    expect(readFileSync(join(dir, 'out/site-2/chardham-server.env'), 'utf8')).toContain(
      `CANARY_SECRET=${settings.CANARY_SECRET}`,
    );
  });

  it('names every field a fleet file lacks', () => {
    expect(() =>
      parseFleet({ servers: [{ name: 'site-1', kind: 'nginx', address: '10.0.0.1:80' }] }),
    ).toThrow(/balancer\.bind[\s\S]*balancer\.address[\s\S]*publisher\.source[\s\S]*servers\[0\]\.metrics/);
    const usage = run(process.execPath, [join(workspaceRoot, 'platform/src/fleet/configs.mjs')]);
    expect(usage.status).toBe(2);
    expect(usage.output).toMatch(/^usage: pnpm fleet-config <fleet.json> <folder>/);
  });
});
