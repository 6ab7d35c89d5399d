import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** One MSW server for unit tests; tests override handlers with mockServer.use(...). */
export const mockServer = setupServer(...handlers);
