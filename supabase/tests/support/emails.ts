/** Reading a notification email the way the company does: one labelled line per stored column. */
import { expect } from 'vitest';
import type { Transaction } from './cluster';
import type { VisitorTable } from './submissions';

/** `Label: value` lines; a value's further lines are indented (format.ts) and joined back here. */
export function labelledLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (/^[A-Z][^:]*: /.test(line)) lines.push(line);
    else if (line.startsWith('  ') && lines.length > 0) lines[lines.length - 1] += `\n${line.slice(2)}`;
  }
  return lines;
}

/**
 * Expects the email to hold every stored column of the one row in `table` (the honeypot aside) on a
 * line of its own, with the value as stored; returns that row.
 */
export async function expectEveryColumn(tx: Transaction, table: VisitorTable, text: string) {
  const { rows: columns } = await tx.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name <> 'website'`,
    [table],
  );
  const { rows: stored } = await tx.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) - 'website' as row from public.${table} t`,
  );
  expect(stored).toHaveLength(1);
  const values = stored[0]?.row ?? {};
  const lines = labelledLines(text);
  expect(lines).toHaveLength(columns.length);
  for (const { name } of columns.filter((c) => c.name !== 'created_at')) {
    const value = values[name] ?? '(not given)';
    expect(
      lines.filter((line) => line.endsWith(`: ${value}`)),
      name,
    ).toHaveLength(1);
  }
  // The arrival time is shown in India's time, not as stored.
  expect(lines.some((line) => /^Received: .+ IST$/.test(line))).toBe(true);
  return values;
}
