// Every root npm script that runs a file of tools/ starts on a clean clone, where nothing is installed
// until its bootstrap runs: the file, and what it imports from this repository, import only Node's
// own modules at load time; an installed package is imported (dynamically) after bootstrap().
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/** The static imports of a module: `import … from '…'` and `export … from '…'` at the top level. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)';?$|^import\s+'([^']+)';?$/gms)].map(
    (m) => (m[1] ?? m[2]) as string,
  );
}

/** Each installed package `file` loads before it runs, through this repository's files: `file: package`. */
function packagesAtLoad(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return staticImports(file).flatMap((specifier) => {
    if (specifier.startsWith('node:')) return [];
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier);
      return existsSync(target)
        ? packagesAtLoad(target, seen)
        : [`${relative(root, file)}: ${specifier} (missing)`];
    }
    return [`${relative(root, file)}: ${specifier}`];
  });
}

const entries = Object.entries(scripts)
  .map(([name, command]) => [name, /^node (tools\/[\w/-]+\.mjs)\b/.exec(command)?.[1]] as const)
  .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);

describe('a root script on a clean clone', () => {
  it('finds the scripts that run a file of tools/', () => {
    expect(entries.map(([name]) => name)).toEqual(
      expect.arrayContaining(['start', 'test', 'bench', 'bench:tap']),
    );
  });

  it.each(entries)('npm run %s loads no installed package before its bootstrap', (_name, file) => {
    expect(packagesAtLoad(join(root, file))).toEqual([]);
  });

  it('reads a static import of a package as one (the check can fail)', () => {
    expect(staticImports(join(root, 'tools/readme.test.ts'))).toEqual(['node:fs', 'node:path', 'vitest']);
  });
});
