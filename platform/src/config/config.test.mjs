// @vitest-environment node
// The settings a server reads from its environment, and what it refuses to start with.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfig } from './config.mjs';

const fleet = { RELEASES_ROOT: '/srv/chardham', RELEASES_SOURCE: 'https://publisher.internal/' };

describe("a fleet's server (RELEASES_SOURCE)", () => {
  it('needs a CANARY_SECRET of 32 characters at least: every server checks the tokens of the others', () => {
    expect(() => serverConfig(fleet)).toThrow(/RELEASES_SOURCE needs CANARY_SECRET \(32 characters/);
    expect(() => serverConfig({ ...fleet, CANARY_SECRET: 'x'.repeat(31) })).toThrow(/32 characters/);
    expect(serverConfig({ ...fleet, CANARY_SECRET: 'x'.repeat(32) }).canarySecret).toBe('x'.repeat(32));
    // A server on its own signs and checks its own tokens: a secret of its own is made at start.
    expect(serverConfig({}).canarySecret).toBeUndefined();
  });

  it('does not start without it, and says why in one line', () => {
    const serve = join(import.meta.dirname, '../cli/serve.mjs');
    const done = spawnSync(process.execPath, [serve], {
      encoding: 'utf8',
      env: { ...process.env, ...fleet, CANARY_SECRET: '', PORT: '0' },
      timeout: 10_000,
    });
    expect(done.status).toBe(1);
    expect(done.stderr.trim()).toMatch(
      /^Cannot start: RELEASES_SOURCE needs CANARY_SECRET \(32 characters at least\)/,
    );
  });
});
