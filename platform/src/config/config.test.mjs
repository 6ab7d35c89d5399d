// @vitest-environment node
// The settings a server reads from its environment, and what it refuses to start with.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyId } from '../common/signatures.mjs';
import { signingKeys } from '../testing/fixture.mjs';
import { NODE_MAJOR, runtimeProblem, serverConfig } from './config.mjs';

const keysDir = mkdtempSync(join(tmpdir(), 'chardham-keys-'));
const keys = signingKeys(keysDir);
afterAll(() => rmSync(keysDir, { recursive: true, force: true }));

const fleet = {
  RELEASES_ROOT: '/srv/chardham',
  RELEASES_SOURCE: 'https://publisher.internal/',
  RELEASES_PUBLIC_KEY: keys.publicFile,
  CANARY_SECRET: 'x'.repeat(32),
  METRICS_TOKEN: 'm'.repeat(16),
  TRUST_PROXY: '10.0.0.2',
};
const serve = join(import.meta.dirname, '../cli/serve.mjs');
/** The first line a server started with `env` writes to stderr, and its exit status. */
function start(env) {
  const done = spawnSync(process.execPath, [serve], {
    encoding: 'utf8',
    env: { ...process.env, PORT: '0', ...env },
    timeout: 10_000,
  });
  return { status: done.status, line: done.stderr.trim().split('\n')[0] };
}

describe("a fleet's server (RELEASES_SOURCE)", () => {
  it('needs a CANARY_SECRET of 32 characters at least: every server checks the tokens of the others', () => {
    expect(() => serverConfig({ ...fleet, CANARY_SECRET: '' })).toThrow(
      /RELEASES_SOURCE needs CANARY_SECRET \(32 characters/,
    );
    expect(() => serverConfig({ ...fleet, CANARY_SECRET: 'x'.repeat(31) })).toThrow(/32 characters/);
    expect(serverConfig(fleet).canarySecret).toBe('x'.repeat(32));
    // A server on its own signs and checks its own tokens: a secret of its own is made at start.
    expect(serverConfig({}).canarySecret).toBeUndefined();
  });

  it("needs the publisher's public key, an Ed25519 key in a PEM file", () => {
    expect(() => serverConfig({ ...fleet, RELEASES_PUBLIC_KEY: '' })).toThrow(
      /^RELEASES_SOURCE needs RELEASES_PUBLIC_KEY/,
    );
    expect(() => serverConfig({ ...fleet, RELEASES_PUBLIC_KEY: join(keysDir, 'none.pem') })).toThrow(
      /RELEASES_PUBLIC_KEY must name a PEM file of an Ed25519 key \(.*none\.pem: ENOENT\)/,
    );
    const garbage = join(keysDir, 'garbage.pem');
    writeFileSync(garbage, 'not a key');
    expect(() => serverConfig({ ...fleet, RELEASES_PUBLIC_KEY: garbage })).toThrow(
      /PEM file of an Ed25519 key/,
    );
    expect(keyId(serverConfig(fleet).releasesPublicKey)).toBe(keyId(keys.publicKey));
  });

  it("needs the metrics token Prometheus sends, and the balancer's address", () => {
    expect(() => serverConfig({ ...fleet, METRICS_TOKEN: '' })).toThrow(
      /^RELEASES_SOURCE needs METRICS_TOKEN \(16 characters at least\)/,
    );
    expect(() => serverConfig({ ...fleet, METRICS_TOKEN: 'm'.repeat(15) })).toThrow(/16 characters/);
    expect(() => serverConfig({ ...fleet, TRUST_PROXY: '' })).toThrow(/^RELEASES_SOURCE needs TRUST_PROXY/);
    expect(serverConfig(fleet)).toMatchObject({ metricsToken: 'm'.repeat(16) });
    // A server on its own needs neither.
    expect(() => serverConfig({ RELEASES_ROOT: '/srv/chardham' })).not.toThrow();
  });

  it('follows a source over https only, plain http only on this machine', () => {
    expect(() => serverConfig({ ...fleet, RELEASES_SOURCE: 'http://publisher.internal/' })).toThrow(
      'RELEASES_SOURCE must be an https URL (plain http only to this machine): http://publisher.internal/',
    );
    expect(serverConfig({ ...fleet, RELEASES_SOURCE: 'http://127.0.0.1:9000/r' }).releasesSource).toBe(
      'http://127.0.0.1:9000/r/',
    );
  });

  it('does not start without a setting a fleet needs, and says which in one line', () => {
    expect(start({ ...fleet, CANARY_SECRET: '' })).toMatchObject({
      status: 1,
      line: expect.stringMatching(
        /^Cannot start: RELEASES_SOURCE needs CANARY_SECRET \(32 characters at least\)/,
      ),
    });
    expect(start({ ...fleet, RELEASES_PUBLIC_KEY: '' })).toMatchObject({
      status: 1,
      line: expect.stringMatching(/^Cannot start: RELEASES_SOURCE needs RELEASES_PUBLIC_KEY/),
    });
    expect(start({ ...fleet, TRUST_PROXY: '' })).toMatchObject({
      status: 1,
      line: expect.stringMatching(/^Cannot start: RELEASES_SOURCE needs TRUST_PROXY/),
    });
  });
});

describe('the runtime', () => {
  it("refuses a Node older than the project's, and says which it found", () => {
    expect(NODE_MAJOR).toBe(24);
    expect(runtimeProblem('20.20.2')).toBe(
      'this server runs on Node 24 or later, and this is Node 20.20.2, past its end of life: install the project\'s Node (docs/deploy.md, "The runtime")',
    );
    expect(runtimeProblem('24.22.3')).toBeNull();
    expect(runtimeProblem('26.1.0')).toBeNull();
  });
});
