/**
 * Machines of a fleet on this one, for following docs/deploy.md's runbook as an operator would on
 * several (e2e/tests/runbook.spec.ts). Each machine is a mount namespace whose /etc, /srv, /usr/local,
 * /var and /run are overlays of this machine's own: what a step installs, writes or configures
 * there (a user, /etc/chardham, /etc/nginx/conf.d, /usr/local/bin/node) stays in that machine and
 * is gone with it. /opt/chardham is this checkout, built. The network is this machine's, so each
 * machine listens on 127.0.0.1 ports of its own.
 *
 * `systemctl` is the one program the machines lack (no systemd runs here): support/systemctl.mjs
 * starts a unit's ExecStart with its EnvironmentFile as systemd would, and nginx, Prometheus and
 * HAProxy as Debian's packages do.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './deploy';

/** The folders each machine has of its own (overlays of this machine's). */
const OWN = ['etc', 'srv', 'usr/local', 'var', 'run'];

export interface Machine {
  name: string;
  /** Runs a shell script as root in the machine, in /opt/chardham: its status and output. */
  run: (
    script: string,
    options?: { env?: Record<string, string>; input?: string },
  ) => { status: number | null; output: string; stdout: string };
  /** Everything its services wrote (their logs, by unit). */
  logs: () => string;
  stop: () => Promise<void>;
}

export async function startMachine(tmp: string, name: string): Promise<Machine> {
  const dir = join(tmp, name);
  const state = join(dir, 'state');
  mkdirSync(state, { recursive: true });
  chmodSync(dir, 0o755);
  const mounts = OWN.map((path) => {
    const [upper, work] = [join(dir, 'upper', path), join(dir, 'work', path)];
    mkdirSync(upper, { recursive: true });
    mkdirSync(work, { recursive: true });
    return `mount -t overlay overlay -o lowerdir=/${path},upperdir=${upper},workdir=${work} /${path}`;
  });
  const holder: ChildProcess = spawn(
    'unshare',
    [
      '--mount',
      '--propagation',
      'private',
      'bash',
      '-euc',
      [
        ...mounts,
        'mkdir -p /opt/chardham',
        `mount --bind ${workspaceRoot} /opt/chardham`,
        'echo ready',
        'exec sleep infinity',
      ].join('\n'),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  await new Promise<void>((ready, fail) => {
    holder.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('ready')) ready();
    });
    holder.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    holder.once('exit', (code) => fail(new Error(`machine ${name} did not start (${code}): ${said}`)));
  });
  const shims = join(import.meta.dirname, 'machine-bin');
  const run = (
    script: string,
    { env = {}, input }: { env?: Record<string, string>; input?: string } = {},
  ) => {
    const done = spawnSync(
      'nsenter',
      [
        '-t',
        String(holder.pid),
        '-m',
        'bash',
        '--norc',
        '-euo',
        'pipefail',
        '-c',
        `cd /opt/chardham\n${script}`,
      ],
      {
        encoding: 'utf8',
        env: {
          // A server's own PATH: what the machine has, the project's Node once step 1 installed it.
          PATH: `${shims}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
          HOME: '/root',
          LANG: 'C.UTF-8',
          RUNBOOK_STATE: state,
          ...env,
        },
        timeout: 300_000,
        maxBuffer: 64 * 1024 * 1024,
        ...(input === undefined ? {} : { input }),
      },
    );
    return { status: done.status, output: `${done.stdout}${done.stderr}`, stdout: done.stdout };
  };
  const logs = () =>
    readdirSync(state)
      .filter((file) => file.endsWith('.log'))
      .map((file) => `--- ${file}\n${readFileSync(join(state, file), 'utf8').slice(-3000)}`)
      .join('\n');
  const stop = async () => {
    // Every process a unit started, then the namespace itself.
    for (const file of readdirSync(state).filter((f) => f.endsWith('.pid'))) {
      const pid = Number(readFileSync(join(state, file), 'utf8'));
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const file of readdirSync(state).filter((f) => f.endsWith('.pid'))) {
      try {
        process.kill(Number(readFileSync(join(state, file), 'utf8')), 'SIGKILL');
      } catch {
        // gone
      }
    }
    holder.kill('SIGKILL');
  };
  return { name, run, logs, stop };
}

/** Copies `name` in folder `from` of one machine into folder `into` of another, as scp would. */
export function copyBetween(source: Machine, target: Machine, from: string, name: string, into: string) {
  const packed = source.run(`tar -C ${from} -cf - ${name} | base64 -w0`);
  if (packed.status !== 0) throw new Error(`${source.name}: ${from}/${name}: ${packed.output}`);
  const unpacked = target.run(`mkdir -p ${into} && base64 -d | tar -C ${into} -xf -`, {
    input: packed.stdout,
  });
  if (unpacked.status !== 0) throw new Error(`${target.name}: ${into}: ${unpacked.output}`);
}
