// `pnpm qa:merge` (tools/qa/qa.mjs): the blob reports of a run's shards into one HTML report and one JSON
// report. testDir lets blobs written in other checkouts (other machines) find their test files in
// this one (microsoft/playwright#28242).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  reporter: [
    ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? 'report', open: 'never' }],
    ['json', { outputFile: process.env.E2E_JSON }],
  ],
});
