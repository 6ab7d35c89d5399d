// Every e2e test names the one slice it covers, so `--grep @packages` runs one team's part
// (docs/decisions/068-qa-against-deployments.md). Read from Playwright's own list of the suite.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { slices } from '@chardham/shared/routes/slices';
import { expect, it } from 'vitest';

type Suite = { title: string; specs?: { title: string; tags: string[] }[]; suites?: Suite[] };
const sliceTags: readonly string[] = ['shell', ...slices];

function specsOf(suite: Suite, path = ''): { title: string; tags: string[] }[] {
  const here = `${path}${suite.title} › `;
  return [
    ...(suite.specs ?? []).map((s) => ({ title: here + s.title, tags: s.tags })),
    ...(suite.suites ?? []).flatMap((s) => specsOf(s, here)),
  ];
}

it('every e2e test carries exactly one slice tag', { timeout: 60_000 }, () => {
  const list = execFileSync('pnpm', ['exec', 'playwright', 'test', '--list', '--reporter=json'], {
    cwd: join(import.meta.dirname, '../e2e'),
    env: { ...process.env, BASE_URL: '', CANDIDATE: '' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const specs = (JSON.parse(list) as { suites: Suite[] }).suites.flatMap((s) => specsOf(s));
  expect(specs.length).toBeGreaterThan(100);
  const wrong = specs
    .filter((s) => s.tags.filter((t) => sliceTags.includes(t)).length !== 1)
    .map((s) => `${s.title} [${s.tags.join(', ')}]`);
  expect(wrong, 'tests without exactly one of @shell, @marketing, @packages, @enquiry, @info').toEqual([]);
});
