// The repository's task graph (turbo.json), read from Turborepo's own plan of a run (`--dry=json`):
// every package in it, a slice's build independent of the other slices, each slice's e2e task
// against all five builds, and every output outside what git tracks.
// docs/decisions/095-task-graph-and-slice-pipeline.md.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLICE_TAGS } from '../e2e/support/target';
import { SLICES } from './pipeline/scope.mjs';
import { turboJson } from './turbo.mjs';

type Task = { taskId: string; task: string; package: string; dependencies: string[]; outputs?: string[] };
const root = join(import.meta.dirname, '..');
const plan = turboJson(
  ['run', 'lint', 'typecheck', 'unit', 'build', ...SLICE_TAGS.map((t) => `e2e:${t.slice(1)}`), '--dry=json'],
  { env: { ...process.env, CHARDHAM_TOOLCHAIN: 'graph test' } },
) as { monorepo: boolean; packages: string[]; tasks: Task[] };
const task = (id: string) => {
  const found = plan.tasks.find((t) => t.taskId === id);
  if (!found) throw new Error(`${id} is not in the plan`);
  return found;
};
/** Every task a task waits for, however indirectly. */
function upstream(id: string, seen = new Set<string>()): Set<string> {
  for (const dependency of task(id).dependencies)
    if (!seen.has(dependency)) {
      seen.add(dependency);
      upstream(dependency, seen);
    }
  return seen;
}
const builds = Object.keys(SLICES).map((slice) => `${slice}#build`);

describe('the task graph', { timeout: 60_000 }, () => {
  it('has every workspace package (a workspace, not one package: decision 095 on turbo 2.9)', () => {
    expect(plan.monorepo).toBe(true);
    expect(plan.packages).toEqual(
      expect.arrayContaining([...Object.keys(SLICES), '@chardham/shared', '@chardham/build', 'e2e', 'tools']),
    );
  });

  it("builds a slice from shared and the build package, never from another slice's tasks", () => {
    for (const build of builds) {
      const waits = [...upstream(build)];
      expect(waits.filter((id) => builds.some((b) => b.split('#')[0] === id.split('#')[0]))).toEqual([]);
      expect(waits).toEqual(expect.arrayContaining(['@chardham/shared#transit', '@chardham/build#transit']));
    }
  });

  it('tests each slice end to end against the five builds, one e2e task per slice tag', () => {
    const e2eTasks = plan.tasks.filter((t) => t.package === 'e2e' && t.task.startsWith('e2e:'));
    expect(e2eTasks.map((t) => `@${t.task.slice(4)}`).sort()).toEqual([...SLICE_TAGS].sort());
    for (const e2e of e2eTasks) expect(e2e.dependencies).toEqual(expect.arrayContaining(builds));
  });

  it('keeps every output out of what git tracks, so a restored output never changes an input', () => {
    const outputs = plan.tasks.flatMap((t) =>
      (t.outputs ?? []).map((glob) => join(t.package === '//' ? '' : dirOf(t.package), glob)),
    );
    expect(outputs.length).toBeGreaterThan(10);
    const samples = [...new Set(outputs.map((o) => o.replace(/\*\*.*$/, 'sample.txt')))];
    const ignored = execFileSync('git', ['check-ignore', '--no-index', ...samples], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    expect(ignored.sort()).toEqual(samples.sort());
  });
});

let directories: Map<string, string> | undefined;
function dirOf(name: string): string {
  directories ??= new Map(
    (turboJson(['ls', '--output=json']).packages.items as { name: string; path: string }[]).map((p) => [
      p.name,
      p.path,
    ]),
  );
  const found = directories.get(name);
  if (!found) throw new Error(`no package ${name}`);
  return found;
}
