import type { PartnerWaitlistRow } from '@chardham/shared/schemas/partner-waitlist-rules';
import { type InsertOutcome, insertRow } from '@chardham/shared/supabase';

export const waitlistTable = 'partner_waitlist';

/**
 * Stores one waitlist entry, exactly once: the row's id is the draft's, so a retry of an entry that
 * already arrived is a duplicate key, which insertRow reports as saved. Throws SubmitError.
 */
export function submitWaitlistEntry(row: PartnerWaitlistRow): Promise<InsertOutcome> {
  return insertRow(waitlistTable, { ...row });
}
