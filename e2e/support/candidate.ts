/** A candidate release of a slice that is broken on purpose, for the candidate tests. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { snapshot, workspaceRoot } from './deploy';

export const BROKEN = 'This candidate of the package list is broken on purpose';

/**
 * A copy of the packages slice's build whose package list throws as soon as it loads, and whose
 * build therefore wrote no HTML for it: what a release with a bug on that page looks like.
 */
export function brokenPackagesRelease(target: string): string {
  snapshot(join(workspaceRoot, 'mfe-packages/dist'), target, 'remoteEntry.js');
  const manifest = JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8'));
  const list = manifest.exposes.find((e: { name: string }) => e.name === 'package-list');
  const chunk = list.assets.js.sync.find((file: string) => /\/package-list-[\w-]+\.js$/.test(file));
  // Its exports stay (modules importing it still link); running it throws first.
  const code = readFileSync(join(target, chunk), 'utf8');
  writeFileSync(join(target, chunk), `throw new Error(${JSON.stringify(BROKEN)});\n${code}`);
  rmSync(join(target, 'html/packages'), { recursive: true });
  return target;
}
