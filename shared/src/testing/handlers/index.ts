import type { RequestHandler } from 'msw';
import { customPackageRequestsHandler } from './custom-package-requests';
import { partnerWaitlistHandler } from './partner-waitlist';
import { runtimeConfigHandler } from './runtime-config';
import { tourInquiriesHandler } from './tour-inquiries';

export { customPackageRequestsHandler } from './custom-package-requests';
export { partnerWaitlistHandler } from './partner-waitlist';
export { type Behaviour, createRowStore, type RowStore, type TableOptions } from './postgrest-table';
export { mockSupabase, runtimeConfigHandler } from './runtime-config';
export { tourInquiriesHandler } from './tour-inquiries';

/** One handler file per backend resource; each is added here. */
export const handlers: RequestHandler[] = [
  runtimeConfigHandler(),
  tourInquiriesHandler(),
  customPackageRequestsHandler(),
  partnerWaitlistHandler(),
];

/** The Supabase resources only, for e2e (the real server answers /runtime-config.json there). */
export const supabaseHandlers = (): RequestHandler[] => [
  tourInquiriesHandler(),
  customPackageRequestsHandler(),
  partnerWaitlistHandler(),
];
