// The README names only commands that exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scriptsOf = (dir: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts ?? {};
const rootScripts = scriptsOf('.');

describe('README', () => {
  it('has a Quick start with exactly the two commands npm start and npm test', () => {
    const quickStart = readme.split('## Quick start')[1]?.split('\n## ')[0] ?? '';
    const block = quickStart.match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
    expect(block.trim().split('\n')).toEqual(['npm start', 'npm test']);
    expect(rootScripts.start).toBeTruthy();
    expect(rootScripts.test).toBeTruthy();
  });

  it('names only root scripts that exist', () => {
    const named = [...readme.matchAll(/`(?:npm|pnpm)(?: run)? ([\w:-]+)`/g)].map((m) => m[1] as string);
    const builtins = new Set(['install', 'start', 'test']);
    for (const script of named.filter((s) => !builtins.has(s))) {
      expect(rootScripts, `npm/pnpm ${script}`).toHaveProperty([script]);
    }
  });

  it('names only package scripts that exist', () => {
    const named = [...readme.matchAll(/pnpm --filter ([\w-]+) ([\w:-]+)/g)];
    expect(named.length).toBeGreaterThan(0);
    for (const [, pkg, script] of named) {
      expect(scriptsOf(pkg as string), `pnpm --filter ${pkg} ${script}`).toHaveProperty([script as string]);
    }
  });

  it('names only files and folders that exist', () => {
    const top = /^(shell|mfe-[a-z]+|shared|tools|e2e|supabase|docs)\//;
    // What a build or a test run writes (build output, dependencies, e2e/report) is not in a clean clone.
    const named = [...readme.matchAll(/`([\w./-]+)`/g)]
      .map((m) => m[1] as string)
      .filter((p) => top.test(p) && !/(^|\/)(dist|node_modules)\/|^e2e\/report\//.test(p));
    expect(named.length).toBeGreaterThan(10);
    for (const path of named) expect(existsSync(join(root, path)), path).toBe(true);
  });
});
