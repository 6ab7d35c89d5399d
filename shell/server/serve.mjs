// Starts the reference production server on 127.0.0.1 and prints its URL.
import { createServer } from 'node:http';
import { createHandler } from './app.mjs';
import { serverConfig } from './config.mjs';
import { CompressedCache } from './static-files.mjs';

const config = serverConfig();
if (!config.ready) {
  console.error(`No shell build in ${config.shellDir}: run npm start (or pnpm build) first.`);
  process.exit(1);
}

const compressedCache = new CompressedCache();
const server = createServer(createHandler({ ...config, compressedCache }));
server.listen(config.port, config.host, () => {
  const { port } = server.address();
  const mode = config.supabase ? `Supabase at ${config.supabase.url}` : 'demo mode: enquiries are not sent';
  console.log(`\nThe site is served at http://${config.host}:${port}/  (${mode})\n`);
  if (config.precompress) {
    compressedCache.warm([config.shellDir, ...new Set(Object.values(config.mounts))]).catch(() => {});
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
