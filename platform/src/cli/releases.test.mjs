// @vitest-environment node
// `pnpm releases` as a deployer meets it: what it prints and how it exits.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const command = join(import.meta.dirname, 'releases.mjs');
const releases = (...args) =>
  spawnSync(process.execPath, [command, ...args], {
    encoding: 'utf8',
    env: { ...process.env, RELEASES_SIGNING_KEY: '' },
  });

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chardham-cli-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pnpm releases', () => {
  it('prints its usage and exits 2 on a command it does not know', () => {
    const done = releases('deploy', root);
    expect(done.status).toBe(2);
    expect(done.stderr).toMatch(/^usage: pnpm releases init <root>/);
    expect(done.stderr).toContain('pnpm releases judge <root> --prometheus <URL>');
  });

  it('says what an empty root runs: nothing live, no canary', () => {
    const done = releases('status', root);
    expect(done.status).toBe(0);
    expect(JSON.parse(done.stdout)).toEqual({ live: {}, canary: null });
  });

  it('refuses a bad release name with one line, and exits 1', () => {
    const done = releases('switch', root, 'info=../etc');
    expect(done.status).toBe(1);
    expect(done.stderr.trim()).toMatch(/^Bad release "info"\/"\.\.\/etc"/);
  });

  it('says so when no canary runs to abort', () => {
    expect(releases('abort', root).stdout.trim()).toBe('no canary runs');
  });

  it('refuses to change a root whose composition is signed without the key, and changes nothing', () => {
    const signed = JSON.stringify({
      signed: { _type: 'composition', serial: 4, live: {}, canary: null },
      signatures: [{ keyid: 'publisher', sig: 'c2lnbmVk' }],
    });
    writeFileSync(join(root, 'composition.json'), signed);
    for (const args of [['publish'], ['switch', 'info=v2'], ['abort']]) {
      const done = releases(args[0], root, ...args.slice(1));
      expect(done.status).toBe(1);
      expect(done.stderr).toContain('set RELEASES_SIGNING_KEY to the publisher');
    }
    expect(readFileSync(join(root, 'composition.json'), 'utf8')).toBe(signed);
    // Reading needs no key.
    expect(releases('status', root).status).toBe(0);
  });
});
