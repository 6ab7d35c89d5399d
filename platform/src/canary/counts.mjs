// A canary's page views and failures on each side, summed over the count files of the servers that
// share this root (canary/watch.mjs writes each server's).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile } from '../common/json.mjs';
import { STATS_DIR } from '../releases/layout.mjs';

/** No page views on either side. */
export const noCounts = () => ({ live: { views: 0, failures: 0 }, canary: { views: 0, failures: 0 } });

/** Page views and failures of each side, summed over the servers' count files for this canary. */
export function canaryCounts(root, id) {
  const total = noCounts();
  const dir = join(root, STATS_DIR);
  if (!existsSync(dir)) return total;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const counts = readJsonFile(join(dir, file));
    if (counts?.id !== id) continue;
    for (const side of ['live', 'canary']) {
      total[side].views += counts[side]?.views ?? 0;
      total[side].failures += counts[side]?.failures ?? 0;
    }
  }
  return total;
}
