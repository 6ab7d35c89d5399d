// A server process the tests start and stop (Prometheus, HAProxy, mtail): its output kept for the
// failure message, ready once it answers, stopped with SIGTERM.
import { spawn } from 'node:child_process';

/**
 * Spawns `binary` with `args` and resolves with { output, stop } once `ready()` resolves true
 * (polled every 100 ms for up to 10 s; a throw counts as not yet). Fails, naming `name` and what
 * it wrote, if it exits first or never gets ready.
 */
export async function startService({ name, binary, args, env = process.env, ready }) {
  const child = spawn(binary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output += chunk.toString();
    });
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    try {
      if (await ready()) return { output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${name} did not get ready: ${output}`);
}
