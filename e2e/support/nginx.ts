/** Runs the generated nginx configuration on a free 127.0.0.1 port, with a temp prefix. */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workspaceRoot } from './deploy';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Nginx {
  url: string;
  stop: () => Promise<void>;
}

export async function startNginx(options: {
  prefix: string;
  shellRoot: string;
  liveRoot: string;
  releasesRoot: string;
  supabaseUrl: string;
  sliceOrigins?: Record<string, string>;
  port?: number;
}): Promise<Nginx> {
  // `npm test` installs Debian's nginx: a missing nginx is a failure, never a skipped test.
  if (!nginxBinary) throw new Error('nginx is not installed: npm test installs it with apt');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const routes = JSON.parse(
    (await import('node:fs')).readFileSync(join(options.shellRoot, 'routes.json'), 'utf8'),
  );
  const { nginxConfig } = await import(
    pathToFileURL(join(workspaceRoot, 'shell/server/nginx-config.mjs')).href
  );
  const site: string = nginxConfig({
    routes,
    listen: `127.0.0.1:${port}`,
    serverName: '127.0.0.1',
    shellRoot: options.shellRoot,
    liveRoot: options.liveRoot,
    releasesRoot: options.releasesRoot,
    sliceOrigins: options.sliceOrigins,
    supabaseUrl: options.supabaseUrl,
    publicOrigin: url,
  });
  const p = options.prefix;
  for (const dir of ['logs', 'temp']) mkdirSync(join(p, dir), { recursive: true });
  chmodSync(p, 0o755);
  writeFileSync(
    join(p, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${p}/nginx.pid;
error_log ${p}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${p}/temp/body;
    proxy_temp_path ${p}/temp/proxy;
    fastcgi_temp_path ${p}/temp/fastcgi;
    uwsgi_temp_path ${p}/temp/uwsgi;
    scgi_temp_path ${p}/temp/scgi;
${site}
}
`,
  );
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', p, '-c', join(p, 'nginx.conf'), '-e', join(p, 'logs/error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGQUIT');
    });
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const status = (await fetch(`${url}/remotes.json`)).status;
      if (status === 200) return { url, stop };
      stderr ||= `remotes.json answered ${status}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}: ${stderr}`);
}
