// Each machine's systemd units and environment files, as text (fleet/configs.mjs writes them):
// every setting a service needs and no more, run as the unprivileged user with only the root writable.
import { join } from 'node:path';
import { header, NGINX_HOST_PORTS, nginxMetrics, nginxSite, publisherNginx } from './fleet-files.mjs';

/** An environment file: each setting with what it is for. */
const envFile = (what, settings) =>
  `${header(what)}${Object.entries(settings)
    .map(([name, [value, why]]) => `# ${why}\n${name}=${value}`)
    .join('\n')}\n`;

/** A systemd service: restarted when it stops, with only the root writable. */
function unit({ description, docs, after = [], environment, exec, user, writable = [], extra = '' }) {
  return `[Unit]
Description=${description}
Documentation=file:${docs}
After=${['network-online.target', ...after].join(' ')}
Wants=network-online.target

[Service]
Type=simple
${user ? `User=${user}\nGroup=${user}\n` : ''}${environment ? `EnvironmentFile=${environment}\n` : ''}ExecStart=${exec}
Restart=always
RestartSec=2
# SIGTERM: a server lets requests in flight finish (SHUTDOWN_GRACE_SECONDS), then exits.
TimeoutStopSec=30
NoNewPrivileges=yes
PrivateTmp=yes
ProtectHome=yes
ProtectSystem=strict
${writable.length ? `ReadWritePaths=${writable.join(' ')}\n` : ''}${extra}
[Install]
WantedBy=multi-user.target
`;
}

const script = (install, name) => join(install.checkout, 'platform/src/cli', name);
const docsOf = (install) => join(install.checkout, 'docs/deploy.md');

/** The files of one server: its units and their environment files, by name. */
export function serverFiles(fleet, server, secrets, routes) {
  const { install, publisher } = fleet;
  const etc = (file) => join(install.etc, file);
  const followed = {
    RELEASES_ROOT: [install.root, 'The root this machine keeps, following the publisher (its own disk).'],
    RELEASES_SOURCE: [publisher.source, "The publisher's published root (docs/deploy.md, section 10)."],
    RELEASES_PUBLIC_KEY: [
      etc('signing.pub.pem'),
      "The publisher's public key: only what it signed is followed.",
    ],
  };
  const context = { fleet, server, secrets, etc, followed, routes };
  return server.kind === 'reference' ? referenceServerFiles(context) : nginxHostFiles(context);
}

/** A reference server's unit and settings: it follows the publisher by itself. */
function referenceServerFiles({ fleet, server, secrets, etc, followed }) {
  const { install, balancer } = fleet;
  const [host, port] = [
    server.address.slice(0, server.address.lastIndexOf(':')),
    server.address.split(':').pop(),
  ];
  return {
    'chardham-server.env': envFile(`The reference server of ${server.name}.`, {
      HOST: [host, 'The address the balancer reaches this server on.'],
      PORT: [port, 'Its port.'],
      ...followed,
      CANARY_SECRET: [secrets.canary, "Page views' tokens are signed with it: the same on every server."],
      METRICS_TOKEN: [
        secrets.metrics,
        "Prometheus' token for /metrics: the same as prometheus/chardham-metrics-token.",
      ],
      TRUST_PROXY: [balancer.address, "HAProxy's address: its X-Forwarded-For names each visitor."],
    }),
    'chardham-server.service': unit({
      description: `Chardham site: the reference server of ${server.name}, following the publisher`,
      docs: docsOf(install),
      environment: etc('chardham-server.env'),
      exec: `${install.node} ${script(install, 'serve.mjs')}`,
      user: install.user,
      writable: [install.root],
    }),
  };
}

/** An nginx host's units and settings: the follower, nginx's reload, the collector and mtail. */
function nginxHostFiles({ fleet, server, secrets, etc, followed, routes }) {
  const { install, publisher } = fleet;
  return {
    'chardham-follow.env': envFile(`The follower of ${server.name}: nginx serves the root it keeps.`, {
      RELEASES_PUBLIC_KEY: followed.RELEASES_PUBLIC_KEY,
    }),
    // The follower only writes the root; nginx reads the canary's include at a reload, which
    // chardham-nginx-reload.path asks for when the followed document changes.
    'chardham-follow.service': unit({
      description: `Chardham site: ${server.name}'s root following the publisher (nginx serves it)`,
      docs: docsOf(install),
      environment: etc('chardham-follow.env'),
      exec: `${install.node} ${script(install, 'releases.mjs')} follow ${publisher.source} ${install.root}`,
      user: install.user,
      writable: [install.root],
    }),
    'chardham-nginx-reload.path': `[Unit]
Description=Chardham site: reload nginx when ${server.name}'s root follows a new composition

[Path]
PathChanged=${join(install.root, 'composition-followed.json')}
Unit=chardham-nginx-reload.service

[Install]
WantedBy=multi-user.target
`,
    'chardham-nginx-reload.service': `[Unit]
Description=Chardham site: nginx reads the followed composition's canary include
After=nginx.service

[Service]
Type=oneshot
ExecStart=${install.nginx} -s reload
`,
    // The collector reads the followed root's live composition, but is no release root's server:
    // it neither follows nor decides a canary (the publisher's judge does).
    'chardham-collector.env': envFile(`The collector beside nginx on ${server.name}: browsers' reports.`, {
      HOST: ['127.0.0.1', 'The loopback only: nginx proxies /report to it, and /metrics with the token.'],
      PORT: [String(NGINX_HOST_PORTS.collector), 'docs/nginx/site.conf names this port.'],
      TRUST_PROXY: ['1', 'nginx on this machine: its X-Forwarded-For names each visitor.'],
      SHELL_DIST: [join(install.root, 'live/shell'), 'The live shell of the root the follower keeps.'],
      REMOTES_FILE: [
        join(install.root, 'live/remotes.json'),
        'The live composition, so reports name their release.',
      ],
      RELEASES_DIR: [join(install.root, 'releases'), "Every release's folder."],
    }),
    'chardham-collector.service': unit({
      description: `Chardham site: the collector of browsers' reports beside nginx on ${server.name}`,
      docs: docsOf(install),
      environment: etc('chardham-collector.env'),
      exec: `${install.node} ${script(install, 'serve.mjs')}`,
      user: install.user,
    }),
    'chardham-mtail.service': unit({
      description: `Chardham site: ${server.name}'s canary counts from nginx's access log (mtail)`,
      docs: docsOf(install),
      after: ['nginx.service'],
      exec: `${install.mtail} --progs ${join(install.checkout, 'docs/mtail')} --logs /var/log/nginx/chardham.json.log --address 127.0.0.1 --port ${NGINX_HOST_PORTS.mtail}`,
      // Debian's mtail user, in the adm group that may read nginx's logs.
      user: 'mtail',
    }),
    'nginx-chardham-site.conf': nginxSite(fleet, server, routes),
    'nginx-chardham-metrics.conf': nginxMetrics(server, secrets.metrics),
  };
}

/** The publisher's files: nginx serving the published root, and the fleet's one judge. */
export function publisherFiles(fleet) {
  const { install, publisher } = fleet;
  return {
    'nginx-chardham-publisher.conf': publisherNginx(fleet),
    'chardham-judge.env': envFile(
      'The fleet\'s one judge, on the publisher (docs/deploy.md, "The judge\'s settings").',
      {
        RELEASES_SIGNING_KEY: [
          join(install.etc, 'signing.pem'),
          "The publisher's private key: the judge signs what it changes.",
        ],
      },
    ),
    'chardham-judge.service': unit({
      description: "Chardham site: the fleet's judge of canaries, on the publisher",
      docs: docsOf(install),
      environment: join(install.etc, 'chardham-judge.env'),
      exec: `${install.node} ${script(install, 'releases.mjs')} judge ${install.root} --prometheus ${publisher.prometheus}`,
      user: install.user,
      writable: [install.root],
    }),
  };
}
