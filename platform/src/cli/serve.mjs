// Starts the reference production server on 127.0.0.1 and prints its URL. Serves the builds as they
// are: `npm run serve` on a production host, `npm start` after building.

import { runtimeProblem, serverConfig } from '../config/config.mjs';
import { productionProblem } from '../config/trust.mjs';
import { createHandler } from '../http/app.mjs';
import { createSiteServer, stopServer } from '../http/http-server.mjs';
import { createLogger, createMetrics } from '../observability/telemetry.mjs';

const runtime = runtimeProblem();
if (runtime) {
  console.error(`Cannot start: ${runtime}.`);
  process.exit(1);
}
let config;
try {
  config = serverConfig();
} catch (error) {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
const problem = productionProblem(process.env, config.supabase);
if (problem) {
  console.error(`Cannot start: ${problem}.`);
  process.exit(1);
}
if (!config.ready) {
  console.error(`No shell build in ${config.shellDir}: run npm start (or pnpm build) first.`);
  process.exit(1);
}

const logger = createLogger();
const handlerConfig = { ...config, logger, metrics: createMetrics() };
const server = createSiteServer(createHandler(handlerConfig));
server.listen(config.port, config.host, () => {
  const { port } = server.address();
  // With no PUBLIC_ORIGIN, pages name the address the server listens on, never a Host header.
  handlerConfig.localOrigin = `http://${config.host}:${port}`;
  const mode = config.supabase ? `Supabase at ${config.supabase.url}` : 'demo mode: enquiries are not sent';
  console.log(`\nThe site is served at http://${config.host}:${port}/  (${mode})\n`);
  if (config.candidates) {
    console.log(
      'Candidate releases are on (CANDIDATES=on): a browser may ask for ?candidate=<slice>=<entry>.',
    );
  }
});

// On a stop, requests in flight get the grace period; then the server closes what is left and exits.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'stopping');
    const { graceRanOut } = await stopServer(server, config.shutdownGraceSeconds * 1000);
    logger.info({ graceRanOut }, 'stopped');
    // The log lines still in the buffer are written before the process goes.
    logger.flush();
    process.exit(0);
  });
}
