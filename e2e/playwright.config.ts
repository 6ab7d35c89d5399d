import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from 'tools/chromium';
import { platformCommand } from 'tools/platform';
import { fontconfigWithoutNoto } from './support/fonts-without-noto';
import { E2E_SUPABASE } from './support/supabase';
import {
  baseURL,
  CANDIDATE_COOKIE,
  canarySide,
  candidateCookie,
  isRemote,
  SIDE_COOKIE,
} from './support/target';

/** A cookie every browser of the suite starts with, for the site under test. */
const cookie = (name: string, value: string) => ({
  name,
  value,
  domain: new URL(baseURL).hostname,
  path: '/',
  expires: -1,
  httpOnly: true,
  secure: false,
  sameSite: 'Lax' as const,
});

// A CI job keeps the HTML report (traces and screenshots of what failed); `npm test` also reads the
// JSON report (E2E_JSON). A run started by a test writes its own folders (E2E_REPORT_DIR, E2E_OUTPUT_DIR).
// A shard (`pnpm qa:shard`, tools/qa/qa.mjs) writes a blob report instead (E2E_BLOB_DIR): `pnpm qa:merge`
// makes the one HTML report of all shards (merge.config.ts).
const reporter: NonNullable<Parameters<typeof defineConfig>[0]['reporter']> = [
  ['list'],
  process.env.E2E_BLOB_DIR
    ? ['blob', { outputDir: process.env.E2E_BLOB_DIR, fileName: process.env.E2E_BLOB_NAME }]
    : ['html', { outputFolder: process.env.E2E_REPORT_DIR ?? 'report', open: 'never' }],
  ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as ['json', object]] : []),
];

/** A project whose browser sees only DejaVu, Lohit and FreeSans (support/fonts-without-noto.ts). */
function withoutNoto(size: 'desktop' | 'mobile', viewport: { width: number; height: number }) {
  return {
    name: `${size}-without-noto`,
    testMatch:
      size === 'desktop' ? [/a11y\.spec\.ts$/] : [/a11y\.spec\.ts$/, /navigation\.mobile\.spec\.ts$/],
    grep: /\/hi\//,
    use: {
      viewport,
      ...(size === 'mobile' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      launchOptions: {
        executablePath: chromiumPath,
        args: chromiumArgs,
        env: { ...process.env, FONTCONFIG_FILE: fontconfigWithoutNoto() },
      },
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Budgets for a loaded two-core machine (a fresh-clone run of 2026-11-28 on a host half as fast as
  // the day before: benchmarkIndex 1,140 against 2,661): what a test waits for is behaviour, never a
  // timing, which the benches measure.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter,
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    // The shell's service worker (issue 30) would serve every later page of a test from its caches
    // and send what it warms: the suite tests the site as a first visit sees it. The offline project
    // below allows it (docs/decisions/080-offline-and-service-worker.md).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The candidate reaches only this browser: the server composes and answers remotes.json for it.
    // A pinned canary side does too (CANARY_SIDE).
    ...((candidateCookie || canarySide) && {
      storageState: {
        origins: [],
        cookies: [
          ...(candidateCookie ? [cookie(CANDIDATE_COOKIE, candidateCookie)] : []),
          ...(canarySide ? [cookie(SIDE_COOKIE, `any.${canarySide}`)] : []),
        ],
      },
    }),
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [/\.mobile\.spec\.ts$/, /\.offline\.spec\.ts$/],
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // Mobile-specific behaviour lives in files named *.mobile.spec.ts; accessibility runs at both sizes.
      testMatch: [/\.mobile\.spec\.ts$/, /a11y\.spec\.ts$/],
    },
    // A phone that loses its signal: the service worker allowed (files named *.offline.spec.ts).
    {
      name: 'offline',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        serviceWorkers: 'allow',
      },
      testMatch: [/\.offline\.spec\.ts$/],
    },
    // The Hindi pages on a machine without Noto: axe at both widths, the phone's bar at 320-412 px.
    ...(isRemote
      ? []
      : [
          withoutNoto('desktop', { width: 1280, height: 800 }),
          withoutNoto('mobile', { width: 390, height: 844 }),
        ]),
  ],
  // Locally, the composed production build, served exactly as `npm start` serves it. Against a
  // deployment (BASE_URL), nothing is started or built.
  webServer: isRemote
    ? undefined
    : {
        command: `node ${platformCommand('serve')}`,
        url: `${baseURL}/remotes.json`,
        reuseExistingServer: false,
        env: {
          PORT: new URL(baseURL).port,
          HOST: '127.0.0.1',
          SUPABASE_URL: E2E_SUPABASE.url,
          SUPABASE_ANON_KEY: E2E_SUPABASE.anonKey,
          // Every browser of the suite reports from this one address.
          REPORTS_PER_MINUTE: '1000000',
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
