import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from 'tools/chromium';
import { E2E_SUPABASE } from './support/supabase';

// `npm test` picks a free port; a developer running `pnpm --filter e2e test` gets 4321.
const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // Mobile-specific behaviour lives in files named *.mobile.spec.ts; accessibility runs at both sizes.
      testMatch: [/\.mobile\.spec\.ts$/, /a11y\.spec\.ts$/],
    },
  ],
  // The composed production build, served exactly as `npm start` serves it.
  webServer: {
    command: 'node ../shell/server/serve.mjs',
    url: `${baseURL}/remotes.json`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SUPABASE_URL: E2E_SUPABASE.url,
      SUPABASE_ANON_KEY: E2E_SUPABASE.anonKey,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
