// @vitest-environment node
// The slice's dev server under `pnpm dev <slice>` (DEV_COMPOSED_ORIGIN set): the composed site's
// page reads what it serves, no other page does (issue 62, docs/dev.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerOptions } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteViteConfig } from './remote-vite-config';

const own = 'http://127.0.0.1:5999';
const site = ['http://127.0.0.1:8080', 'http://localhost:8080'];

/** The slice's dev server options as `pnpm dev` has them (dev.mjs sets both variables). */
async function devServerOptions(): Promise<ServerOptions> {
  const saved = { ...process.env };
  process.env.DEV_COMPOSED_ORIGIN = own;
  process.env.DEV_SITE_ORIGINS = site.join(',');
  try {
    const config = await remoteViteConfig({ slice: 'info', exposes: ['become-partner'] })({
      command: 'serve',
      mode: 'development',
    });
    return config.server ?? {};
  } finally {
    process.env = saved;
  }
}

/**
 * A GET over a plain socket, as a browser page at `origin` sends it (the shared test setup's MSW
 * answers fetch and http.request itself).
 */
function get(port: number, path: string, origin: string): Promise<{ status: number; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nConnection: close\r\n\r\n`,
      ),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = text.slice(0, text.indexOf('\r\n\r\n')).toLowerCase();
      resolve({ status: Number(head.split(' ')[1]), headers: head });
    });
  });
}

describe("the slice's dev server inside the composed site", () => {
  const root = mkdtempSync(join(tmpdir(), 'slice-dev-'));
  let vite: Awaited<ReturnType<typeof createServer>>;
  let port = 0;

  beforeAll(async () => {
    writeFileSync(join(root, 'entry.js'), 'export const slice = "info";\n');
    const options = await devServerOptions();
    // Its own options, on a free port and without the slice's plugins.
    vite = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      server: { ...options, port: 0, strictPort: false, warmup: {} },
    });
    await vite.listen();
    port = Number(new URL(vite.resolvedUrls?.local[0] ?? '').port);
  });
  afterAll(async () => {
    await vite?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("lets the composed site's page read its modules", async () => {
    for (const origin of site) {
      const answer = await get(port, '/entry.js', origin);
      expect(answer.status).toBe(200);
      expect(answer.headers).toContain(`access-control-allow-origin: ${origin}\r\n`);
    }
  });

  it('lets no other page read them: another local port or another site', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:5173', 'https://other.example']) {
      const answer = await get(port, '/entry.js', origin);
      expect(answer.headers).not.toContain('access-control-allow-origin');
    }
  });
});
