// What the pipeline asks of turbo: with --release, both runs leave the remote cache out and use a
// cache of this machine's own builds (what that does is tested in tools/turbo-cache.test.ts).
import { describe, expect, it } from 'vitest';
import { OWN_BUILDS_ONLY } from '../turbo.mjs';
import { pipelineRuns } from './turbo-runs.mjs';

const run = (release: boolean) =>
  pipelineRuns({
    scope: [{ name: 'mfe-info' }, { name: '@chardham/shared' }],
    tag: 'info',
    release,
    playwrightArgs: ['tests/info.spec.ts', '--grep', 'privacy'],
  });
/** turbo's own arguments, before those it passes on to Playwright. */
const turboOwn = (args: string[]) => (args.includes('--') ? args.slice(0, args.indexOf('--')) : args);

describe("the pipeline's turbo runs", () => {
  it('with --release, neither run reads or writes the remote cache, nor a cache it filled', () => {
    const { checks, e2e } = run(true);
    for (const args of [checks, e2e]) {
      expect(turboOwn(args)).toEqual(expect.arrayContaining(OWN_BUILDS_ONLY));
      expect(turboOwn(args).filter((a) => a.startsWith('--cache='))).toEqual(['--cache=local:rw']);
      expect(turboOwn(args).filter((a) => /remote/.test(a))).toEqual([]);
    }
    expect(e2e.slice(e2e.indexOf('--'))).toEqual(['--', 'tests/info.spec.ts', '--grep', 'privacy']);
  });

  it('without it, both runs use the shared cache as npm test does', () => {
    const { checks, e2e } = run(false);
    expect(checks.filter((a) => a.startsWith('--cache'))).toEqual([]);
    expect(e2e.filter((a) => a.startsWith('--cache'))).toEqual([]);
    expect(checks).toEqual(expect.arrayContaining(['--filter=mfe-info', '--filter=@chardham/shared']));
  });
});
