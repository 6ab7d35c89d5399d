/** Background Sync's tag, the BroadcastChannel's name and the Web Lock's: one name for one outbox (outbox.ts). */
export const OUTBOX = 'chardham-outbox';

/**
 * What pages hear about a form kept on the phone: it has gone ('sent'), or the backend refused it
 * for good ('refused': the row is back with the visitor, to check and send again).
 */
export interface OutboxMessage {
  type: 'sent' | 'refused';
  id: string;
  table: string;
}
