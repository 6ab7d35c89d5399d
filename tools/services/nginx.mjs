// Runs the generated nginx configuration (@chardham/platform/nginx) on a free 127.0.0.1 port,
// in a prefix folder of its own, as a deployment would: the e2e suite's nginx specs and the load
// bench (tools/bench/load.mjs) start nginx through this one module.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxConfig } from '@chardham/platform/nginx';
import { freePort } from '../free-port.mjs';

export { freePort };

export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

/**
 * Starts nginx and resolves once it answers remotes.json. `workers` is nginx's worker_processes
 * (the suite runs one; the bench runs as many as a production host would, `auto`). Its JSON access
 * log is `log`, in the prefix folder; `collector` is where POST /report goes, if anywhere.
 */
export async function startNginx({
  prefix,
  shellRoot,
  liveRoot,
  releasesRoot,
  shellAssets,
  shellBySide = false,
  runtimeConfig = join(shellRoot, 'runtime-config.json'),
  supabaseUrl,
  sliceOrigins,
  remoteOrigins,
  trustedCertificates,
  fragmentTimeout,
  collector,
  extra = '',
  port: wanted,
  workers = 1,
}) {
  // `npm test` installs Debian's nginx: a missing nginx is a failure, never a skipped test.
  if (!nginxBinary) throw new Error('nginx is not installed: npm test installs it with apt');
  const port = wanted ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const routes = JSON.parse(readFileSync(join(shellRoot, 'routes.json'), 'utf8'));
  const log = join(prefix, 'logs/access.json.log');
  const site = nginxConfig({
    routes,
    listen: `127.0.0.1:${port}`,
    serverName: '127.0.0.1',
    shellRoot: shellBySide ? '$chardham_composition/shell' : shellRoot,
    liveRoot,
    releasesRoot,
    ...(shellAssets ? { shellAssets } : {}),
    runtimeConfig,
    sliceOrigins,
    ...(remoteOrigins ? { remoteOrigins } : {}),
    trustedCertificates,
    ...(fragmentTimeout ? { fragmentTimeout } : {}),
    supabaseUrl,
    publicOrigin: url,
    accessLog: log,
    collector,
  });
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
  chmodSync(prefix, 0o755);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
${site}
${extra}
}
`,
  );
  const child = spawn(
    nginxBinary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs/error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk.toString();
  });
  const workerPids = () => {
    try {
      return readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').split(' ').filter(Boolean);
    } catch {
      return [];
    }
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
  // What a deployer's `nginx -s reload` does (after pnpm releases canary, promote or abort: the
  // canary's include is read then). Resolves once no worker of the old configuration is left, so
  // the next request is answered by the new one.
  const reload = async () => {
    const old = workerPids();
    child.kill('SIGHUP');
    for (let i = 0; i < 100; i++) {
      await pause();
      const now = workerPids();
      if (now.length && !now.some((pid) => old.includes(pid))) {
        // The old workers closed this process's kept-alive connections as they left: one more turn
        // of the event loop drops them from fetch's pool, or the next request would be sent on one.
        return pause();
      }
    }
    throw new Error(`nginx did not reload: ${readFileSync(join(prefix, 'logs/error.log'), 'utf8')}`);
  };
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGQUIT');
    });
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const status = (await fetch(`${url}/remotes.json`)).status;
      if (status === 200) return { url, pid: child.pid, log, reload, stop };
      stderr ||= `remotes.json answered ${status}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}: ${stderr}`);
}
