/** Background Sync's tag, the BroadcastChannel's name and the Web Lock's: one name for one outbox (outbox.ts). */
export const OUTBOX = 'chardham-outbox';

/** The message pages hear when a form kept on the phone has gone. */
export interface SentMessage {
  type: 'sent';
  id: string;
  table: string;
}
