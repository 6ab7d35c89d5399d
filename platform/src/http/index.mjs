// The reference server's request path as a handler another server can mount (`pnpm dev` mounts it
// beside Vite): the settings it reads from the environment, its logger and metrics, and the handler.
export { serverConfig } from '../config/config.mjs';
export { createLogger, createMetrics } from '../observability/telemetry.mjs';
export { createHandler } from './app.mjs';
