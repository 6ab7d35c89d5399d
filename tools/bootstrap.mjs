// Installs what a fresh machine lacks (pnpm, dependencies, Chromium, PostgreSQL), with Node's
// standard library only: this runs before any dependency exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './chromium.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
export const NGINX = '/usr/sbin/nginx';

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
    `env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 ${packages}`,
  );
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

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log("Installing Debian's chromium with apt");
  aptInstall('chromium fonts-noto-core');
}

/** PostgreSQL 15 server binaries for the database tests; returns their folder. */
export function ensurePostgres() {
  const debian = '/usr/lib/postgresql/15/bin';
  // pg_cron schedules the retention job, as on Supabase (the database tests check it).
  const cron = '/usr/lib/postgresql/15/lib/pg_cron.so';
  const onPath = output('command -v initdb');
  if (onPath && existsSync(cron)) return dirname(onPath);
  if (!existsSync(`${debian}/initdb`) || !existsSync(cron)) {
    log("Installing Debian's postgresql-15 and postgresql-15-cron with apt");
    aptInstall('postgresql-15 postgresql-15-cron');
  }
  return debian;
}

/** nginx with its SSI and sub modules (Debian's nginx has both), for the e2e suite's nginx specs. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  log("Installing Debian's nginx with apt");
  aptInstall('nginx');
}

export function bootstrap({ browser = false, database = false, nginx = false } = {}) {
  ensurePnpm();
  ensureDependencies();
  if (browser) ensureChromium();
  if (database) ensurePostgres();
  if (nginx) ensureNginx();
}
