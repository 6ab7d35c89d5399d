/**
 * One run of the notifier: claims due outbox rows one at a time (a lease per row, so concurrent runs
 * never send one twice), sends each to every channel that has not taken it yet, and records the
 * outcome. Portable: Deno (the Edge Function) and Node (the database tests) both run it.
 */
import { channelsOf } from './channels.ts';
import type { NotifyConfig } from './config.ts';
import { formatNotification } from './format.ts';
import { formatSummary, SUMMARY_TABLE } from './summary.ts';

/**
 * What the drain needs from a database connection (postgres.js on Deno, pg in the tests). It binds
 * only ids and text, which postgres.js's typed `unsafe()` takes as they are.
 */
export interface Sql {
  query(text: string, params?: (string | number)[]): Promise<{ rows: unknown[] }>;
}

export interface DrainSummary {
  sent: number;
  failed: number;
  errors: string[];
}

interface Claimed {
  id: string;
  source_table: string;
  payload: Record<string, unknown>;
  delivered: string[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function drainOutbox(
  db: Sql,
  config: NotifyConfig,
  // Stops claiming after `budgetMs`, well inside an Edge Function's wall-clock limit; the next
  // scheduled run takes what is left.
  { maxRows = 50, budgetMs = 40_000 }: { maxRows?: number; budgetMs?: number } = {},
): Promise<DrainSummary> {
  const channels = channelsOf(config);
  const summary: DrainSummary = { sent: 0, failed: 0, errors: [] };
  const started = Date.now();
  while (summary.sent + summary.failed < maxRows && Date.now() - started < budgetMs) {
    const { rows } = await db.query(
      'select id::text as id, source_table, payload, delivered from private.claim_notifications(1)',
    );
    const row = rows[0] as Claimed | undefined;
    if (!row) break;

    const key = `notification-${row.id}`;
    // A summary stands for the submissions over the hourly cap (claim_notifications).
    const notification =
      row.source_table === SUMMARY_TABLE
        ? formatSummary(row.payload)
        : formatNotification(row.source_table, row.payload);
    const errors: string[] = [];
    for (const channel of channels.filter((c) => !row.delivered.includes(c.name))) {
      try {
        await channel.send(notification, key, row.source_table);
      } catch (error) {
        errors.push(`${channel.name}: ${message(error)}`);
        continue;
      }
      await db.query('select private.notification_delivered($1::bigint, $2::text)', [row.id, channel.name]);
    }

    if (errors.length === 0) {
      await db.query('select private.notification_sent($1::bigint)', [row.id]);
      summary.sent += 1;
    } else {
      await db.query('select private.notification_failed($1::bigint, $2::text)', [row.id, errors.join('; ')]);
      summary.failed += 1;
      summary.errors.push(`notification ${row.id}: ${errors.join('; ')}`);
    }
  }
  return summary;
}
