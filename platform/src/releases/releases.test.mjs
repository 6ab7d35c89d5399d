// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCanary } from '../canary/lifecycle.mjs';
import { switchLive } from './composition.mjs';
import { installRelease } from './install.mjs';
import { checkRelease } from './layout.mjs';
import { verifyRelease } from './verify.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chardham-releases-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Names a command must refuse before it uses them in a path, a composition, canary.json, a metric
// label or nginx's include (issue 41).
const badSlices = ['info\nserver { listen 80; }', '../info', 'shells', 'INFO', ''];
const badIds = ['..', '.', 'v2\ninclude /etc/passwd;', 'v 2', 'v2/../../x', '-x', '', 'é', 'a'.repeat(65)];

describe('slice names and release ids', () => {
  it('are checked alike by one validator', () => {
    expect(() => checkRelease('info', 'v2')).not.toThrow();
    expect(() => checkRelease('packages', '2026-11-27.1_b')).not.toThrow();
    for (const slice of badSlices) expect(() => checkRelease(slice, 'v2'), slice).toThrow(/Bad release/);
    for (const id of badIds) expect(() => checkRelease('info', id), id).toThrow(/Bad release/);
  });

  it('are refused by every command before it touches the root', async () => {
    for (const [slice, id] of [...badSlices.map((s) => [s, 'v2']), ...badIds.map((i) => ['info', i])]) {
      const what = JSON.stringify([slice, id]);
      expect(() => installRelease(root, slice, id, root), what).toThrow(/Bad release/);
      expect(() => verifyRelease(root, slice, id), what).toThrow(/Bad release/);
      expect(() => switchLive(root, { [slice]: id }), what).toThrow(/Bad release/);
      await expect(startCanary(root, slice, id, 10), what).rejects.toThrow(/Bad release/);
    }
    expect(readdirSync(root)).toEqual([]);
    expect(existsSync(join(root, 'canary.json'))).toBe(false);
  });
});
