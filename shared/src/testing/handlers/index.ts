import type { RequestHandler } from 'msw';
import { reportHandler } from './report';
import { runtimeConfigHandler } from './runtime-config';

export {
  type Behaviour,
  createRowStore,
  postgrestTableHandler,
  type RowStore,
  type TableOptions,
} from './postgrest-table';
export { reportHandler } from './report';
export { mockSupabase, runtimeConfigHandler } from './runtime-config';

/**
 * What every unit test gets: the site's runtime configuration, and a server that takes the shell's
 * reports. Each slice's tables are answered by its own handlers (mfe-enquiry/testing,
 * mfe-info/testing), which a test adds with mockServer.use.
 */
export const handlers: RequestHandler[] = [runtimeConfigHandler(), reportHandler()];
