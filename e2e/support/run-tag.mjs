// `pnpm --filter e2e e2e:<slice>`: the tests one slice team owns (each test carries exactly one of
// @shell, @marketing, @packages, @enquiry, @info: tools/e2e-tags.test.ts), with their reports under
// reports/<slice>/, where the task graph keeps and restores them (turbo.json, tools/pipeline/pipeline.mjs).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const slices = ['shell', 'marketing', 'packages', 'enquiry', 'info'];
const [slice, ...rest] = process.argv.slice(2);
if (!slices.includes(slice)) {
  console.error(`Usage: node support/run-tag.mjs <${slices.join('|')}> [playwright arguments]`);
  process.exit(2);
}
const reports = join(import.meta.dirname, '..', 'reports', slice);
rmSync(reports, { recursive: true, force: true });
const result = spawnSync('pnpm', ['exec', 'playwright', 'test', '--grep', `@${slice}(?![\\w-])`, ...rest], {
  cwd: join(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_JSON: join(reports, 'report.json'),
    E2E_REPORT_DIR: join(reports, 'html'),
    E2E_OUTPUT_DIR: join(reports, 'results'),
  },
});
process.exit(result.status ?? 1);
