// The info slice's Supabase table as MSW answers it (see @chardham/shared/testing's
// postgrestTableHandler), for its own tests and the e2e suite (`mfe-info/testing`).
import { postgrestTableHandler, type TableOptions } from '@chardham/shared/testing';
import { partnerWaitlistRowSchema } from '../schemas/partner-waitlist';

/** POST /rest/v1/partner_waitlist, as Supabase answers it. */
export const partnerWaitlistHandler = (options: TableOptions = {}) =>
  postgrestTableHandler('partner_waitlist', partnerWaitlistRowSchema, options);
