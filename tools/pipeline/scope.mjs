// What a slice team's pipeline checks for a change (tools/pipeline/pipeline.mjs): pure, so its rule is tested
// on its own (tools/pipeline/scope.test.ts). docs/decisions/095-task-graph-and-slice-pipeline.md.

/** The deployable parts, each with the e2e tag its tests carry (e2e/support/target.ts). */
export const SLICES = {
  shell: 'shell',
  'mfe-marketing': 'marketing',
  'mfe-packages': 'packages',
  'mfe-enquiry': 'enquiry',
  'mfe-info': 'info',
};

/** Packages that test the parts rather than ship in them: checked when they themselves change. */
export const HARNESS = ['e2e', 'tools', 'supabase-db'];

/**
 * The packages whose lint, typecheck, unit tests and build a slice's pipeline runs:
 * - of what the change reaches (`affected`: the changed packages and everything depending on them),
 *   what the slice is built from (`closure`: the slice and its dependencies), other slices excepted:
 *   they are other teams' releases, tested by their own pipelines;
 * - and a harness package the change touched itself (`changed`).
 * - and always the slice itself.
 * A change in `shared/` reaches the slice and shared; one in `mfe-info/` only mfe-info.
 */
export function pipelineScope({ slice, affected, closure, changed }) {
  if (!(slice in SLICES)) throw new Error(`Not a slice: ${slice} (one of ${Object.keys(SLICES).join(', ')})`);
  const inClosure = new Set(closure);
  const scope = new Map();
  for (const name of affected) {
    if (!inClosure.has(name)) continue;
    if (name in SLICES && name !== slice) continue;
    scope.set(name, name === slice ? 'changed' : `${slice} is built from it`);
  }
  for (const name of changed) if (HARNESS.includes(name)) scope.set(name, 'a test harness that changed');
  // The slice is always checked, as it is what the team releases: changed, reached through what it
  // is built from, or unchanged (then its tasks are restored from the cache when they ran before).
  if (!scope.has(slice)) scope.set(slice, 'unchanged, released by this pipeline');
  else if (!changed.includes(slice)) scope.set(slice, 'built from what changed');
  return [...scope].map(([name, reason]) => ({ name, reason })).sort((a, b) => a.name.localeCompare(b.name));
}
