import { partnerWaitlistRowSchema } from '../../schemas/partner-waitlist';
import { postgrestTableHandler, type TableOptions } from './postgrest-table';

/** POST /rest/v1/partner_waitlist, as Supabase answers it (see ./postgrest-table.ts). */
export const partnerWaitlistHandler = (options: TableOptions = {}) =>
  postgrestTableHandler('partner_waitlist', partnerWaitlistRowSchema, options);
