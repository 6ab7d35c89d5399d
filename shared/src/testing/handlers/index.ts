import type { RequestHandler } from 'msw';

/** One handler file per backend resource; each is added here. */
export const handlers: RequestHandler[] = [];
