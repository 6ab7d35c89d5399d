// @vitest-environment node
// The platform's layout is its architecture (docs/decisions/105-the-platform-package.md): one folder
// per mechanism, each importing only the folders below it, with no import circle between files, no
// code file over 400 lines and no top-level function over 100.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders from the bottom up: each may import those before it, never one after it. */
export const LAYERS = [
  'common',
  'config',
  'observability',
  'compose',
  'nginx',
  'releases',
  'canary',
  'fleet',
  'http',
  'cli',
];
/** What only tests use: a site on disk and a request to it. */
const TESTING = 'testing';

const src = import.meta.dirname;
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => join(src, name));
const isTest = (file) => file.endsWith('.test.mjs');
const code = files.filter((file) => !isTest(file));
const folderOf = (file) => relative(src, file).split('/')[0];

/** The repository files a module imports, statically or dynamically. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms),
    ...text.matchAll(/import\('(\.[^']+)'\)/g),
  ].map((m) => m[1]);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** The import circles among `modules`: each as the files in it, from the first found again. */
function circles(modules) {
  const found = [];
  const state = new Map();
  const visit = (file, path) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push(path.slice(path.indexOf(file)).map((f) => relative(src, f)));
      return;
    }
    state.set(file, 'open');
    for (const next of importsOf(file)) visit(next, [...path, next]);
    state.set(file, 'done');
  };
  for (const file of modules) visit(file, [file]);
  return found;
}

/** Top-level functions (declarations, and consts bound to an arrow) longer than `limit` lines. */
function longFunctions(file, limit) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const long = [];
  lines.forEach((line, start) => {
    const name = /^(?:export )?(?:async )?function\*? (\w+)|^(?:export )?const (\w+) =.*=>\s*\{?$/.exec(line);
    if (!name) return;
    const end = lines.findIndex((text, i) => i > start && /^[})][;,]?$/.test(text));
    if (end - start + 1 > limit)
      long.push(`${relative(src, file)}: ${name[1] ?? name[2]} (${end - start + 1} lines)`);
  });
  return long;
}

describe("the platform's folders", () => {
  it('are the layers and testing/, nothing else', () => {
    expect(new Set(files.map(folderOf).filter((f) => !f.endsWith('.mjs')))).toEqual(
      new Set([...LAYERS, TESTING]),
    );
  });

  it('import only the folders below them (a test may also use testing/ and the request path)', () => {
    const upward = [];
    for (const file of files) {
      const from = LAYERS.indexOf(folderOf(file));
      for (const target of importsOf(file)) {
        const to = LAYERS.indexOf(folderOf(target));
        const allowed = isTest(file) || folderOf(file) === TESTING ? true : to !== -1 && to <= from;
        if (!allowed) upward.push(`${relative(src, file)} -> ${relative(src, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('have no import circle between files', () => {
    expect(circles(code)).toEqual([]);
  });

  it('finds a circle where there is one (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chardham-layers-'));
    try {
      writeFileSync(join(dir, 'a.mjs'), "import { b } from './b.mjs';\nexport const a = 1;\n");
      writeFileSync(join(dir, 'b.mjs'), "export const b = () => import('./a.mjs');\n");
      expect(circles([join(dir, 'a.mjs')])).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hold no code file over 400 lines and no top-level function over 100', () => {
    const big = code
      .map((file) => [relative(src, file), readFileSync(file, 'utf8').split('\n').length])
      .filter(([, count]) => count > 400);
    expect(big).toEqual([]);
    // A generated configuration's template reads best whole (the exception).
    const templates = ['nginx/site-config.mjs: nginxConfig'];
    const long = code
      .flatMap((file) => longFunctions(file, 100))
      .filter((found) => !templates.some((name) => found.startsWith(`${name} (`)));
    expect(long).toEqual([]);
  });
});
