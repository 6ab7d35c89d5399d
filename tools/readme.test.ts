// The docs name only files and commands that exist: the README, every Markdown file under docs/ and
// every package's README.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const readme = read('README.md');
const scriptsOf = (dir: string): Record<string, string> =>
  JSON.parse(read(join(dir, 'package.json'))).scripts ?? {};
const rootScripts = scriptsOf('.');
const isDir = (path: string) => existsSync(path) && statSync(path).isDirectory();
const posix = (path: string) => path.split(sep).join('/');

/** Every Markdown file under docs/, at any depth. */
const docsFiles = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) => posix(join('docs', name)))
  .sort();

/** The README of every package: the apps, shared/, e2e/, supabase/ and each tools/ package. */
const packageReadmes = [
  ...readdirSync(root).filter((name) => !name.startsWith('.') && name !== 'node_modules'),
  ...readdirSync(join(root, 'tools')).map((name) => `tools/${name}`),
]
  .filter((dir) => isDir(join(root, dir)) && !/(^|\/)node_modules$/.test(dir))
  .map((dir) => `${dir}/README.md`)
  .filter((file) => existsSync(join(root, file)))
  .sort();

const allDocs = ['README.md', ...docsFiles, ...packageReadmes];

/** A doc's text without its fenced code blocks (examples, diagrams, shell sessions). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

// What a build or a test run writes (build output, dependencies, e2e/report) is not in a clean clone.
const generated = /(^|\/)(dist|node_modules)(\/|$)|^e2e\/report(\/|$)/;
const topLevel = /^(shell|platform|mfe-[a-z]+|shared|tools|e2e|supabase|docs)\//;
const decisions = new Set(readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 3)));

/** `tools/chromium`, `mfe-enquiry/testing`: a workspace package's export, imported by that name. */
function isExportSpecifier(token: string): boolean {
  const [pkg = '', ...rest] = token.split('/');
  const manifest = join(root, pkg, 'package.json');
  if (!existsSync(manifest)) return false;
  const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: object };
  return name === pkg && Object.keys(exports ?? {}).includes(`./${rest.join('/')}`);
}

/**
 * A record may name what a later decision moved or deleted, if it says so there, near the name and in
 * the same paragraph or list item: "(moved by 070 to `…`)", "deleted by 065", "Deleted by this
 * decision (065): …". The number must be a decision record's.
 */
function historyNoted(text: string, index: number, length: number): boolean {
  const item = /\n\s*\n|\n\s*- /g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(item)) {
    if (m.index < index) start = m.index;
    else if (m.index >= index + length) {
      end = m.index;
      break;
    }
  }
  const near = text.slice(Math.max(start, index - 200), Math.min(end, index + length + 200));
  const notes = near.matchAll(/\b(?:moved|deleted|removed|renamed|replaced)\b[^`]{0,40}?\b(\d{3})\b/gi);
  return [...notes].some((m) => decisions.has(m[1] as string));
}

interface Named {
  /** The repository path it must exist at. */
  path: string;
  index: number;
  length: number;
}

/**
 * The paths a doc names: in backticks, a path from a top-level folder (`platform/src/cli/serve.mjs`), a
 * path inside the doc's own folder when its first folder is one there (`src/exposes/` in
 * mfe-info/README.md, `nginx/site.conf` in docs/), and a decision record by its file name
 * (`065-slice-html.md`); and the target of every relative link.
 */
function namedPaths(doc: string, text: string): Named[] {
  const folder = dirname(doc);
  const named: Named[] = [];
  for (const m of text.matchAll(/`([\w.][\w./-]*)`/g)) {
    const token = m[1] as string;
    const at = { index: m.index, length: m[0].length };
    if (topLevel.test(token)) {
      if (!isExportSpecifier(token)) named.push({ path: token, ...at });
    } else if (/^\d{3}-[\w-]+\.md$/.test(token)) named.push({ path: `docs/decisions/${token}`, ...at });
    else if (folder !== '.' && /^[\w-]+\//.test(token)) {
      const first = token.split('/')[0] as string;
      if (isDir(join(root, folder, first))) named.push({ path: posix(join(folder, token)), ...at });
    }
  }
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1] as string;
    if (/^([a-z]+:|#)/.test(target)) continue;
    const path = posix(relative(root, join(root, folder, target.split('#')[0] as string)));
    named.push({ path, index: m.index, length: m[0].length });
  }
  return named.filter(({ path }) => !generated.test(path));
}

/** What a doc names that does not exist, less what it says a later decision moved or deleted. */
function missingPaths(doc: string, text = read(doc)): string[] {
  const body = prose(text);
  return namedPaths(doc, body)
    .filter(({ path }) => !existsSync(join(root, path)))
    .filter(({ index, length }) => !historyNoted(body, index, length))
    .map(({ path }) => path);
}

describe('README', () => {
  it('has a Quick start with exactly the two commands npm start and npm test', () => {
    const quickStart = readme.split('## Quick start')[1]?.split('\n## ')[0] ?? '';
    const block = quickStart.match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
    expect(block.trim().split('\n')).toEqual(['npm start', 'npm test']);
    expect(rootScripts.start).toBeTruthy();
    expect(rootScripts.test).toBeTruthy();
  });

  it('shows the layout of the repository second, right after the Quick start', () => {
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections.slice(0, 2)).toEqual(['Quick start', 'Layout']);
  });

  it('names the build package and the performance figures where they are', () => {
    expect(readme).toContain('`docs/performance.md`');
    expect(readme).toContain('`tools/build/`');
  });
});

describe('docs', () => {
  it('covers the README, every Markdown file under docs/ and every package README', () => {
    expect(docsFiles).toContain('docs/deploy.md');
    expect(docsFiles).toContain('docs/decisions/010-image-pipeline-and-artwork.md');
    expect(packageReadmes).toEqual(expect.arrayContaining(['shell/README.md', 'mfe-info/README.md']));
  });

  it.each(allDocs)('%s names only root scripts that exist', (doc) => {
    const text = prose(read(doc));
    const builtins = new Set(['install', 'start', 'test', 'exec', 'add', 'dlx', 'ci']);
    const missing = [...text.matchAll(/`(?:npm|pnpm)(?: run)? ([\w:-]+)`/g)]
      .filter((m) => !builtins.has(m[1] as string) && !((m[1] as string) in rootScripts))
      .filter((m) => !historyNoted(text, m.index, m[0].length))
      .map((m) => m[0]);
    expect(missing, `${doc}: npm/pnpm scripts not in package.json`).toEqual([]);
  });

  it.each(allDocs)('%s names only package scripts that exist', (doc) => {
    const builtins = new Set(['exec', 'add', 'install', 'dlx']);
    const missing = [...read(doc).matchAll(/pnpm --filter ([\w-]+) ([\w:-]+)/g)]
      .filter(([, pkg = '', script = '']) => {
        if (builtins.has(script)) return false;
        return !(existsSync(join(root, pkg, 'package.json')) && script in scriptsOf(pkg));
      })
      .map(([command]) => command);
    expect(missing, `${doc}: pnpm --filter commands without their script`).toEqual([]);
  });

  it.each(allDocs)('%s names only files and folders that exist', (doc) => {
    expect(missingPaths(doc), `${doc}: named but not in the repository`).toEqual([]);
  });

  it.each(allDocs)('%s names only exports of @chardham packages that exist', (doc) => {
    const exportsOf: Record<string, string[]> = {
      '@chardham/shared': Object.keys(JSON.parse(read('shared/package.json')).exports),
      '@chardham/build': Object.keys(JSON.parse(read('tools/build/package.json')).exports),
    };
    const missing = [...read(doc).matchAll(/(@chardham\/(?:shared|build))((?:\/[\w.-]+)+)/g)]
      .filter(([, pkg = '', sub = '']) => {
        const subpath = `.${sub.replace(/\.+$/, '')}`;
        return !exportsOf[pkg]?.some((key) =>
          key.includes('*') ? subpath.startsWith(key.slice(0, key.indexOf('*'))) : key === subpath,
        );
      })
      .map(([specifier]) => specifier);
    expect(missing, `${doc}: not an export of its package`).toEqual([]);
  });

  it('finds paths in every kind of doc, so the check is not vacuous', () => {
    expect(namedPaths('README.md', prose(readme)).length).toBeGreaterThan(10);
    expect([...readme.matchAll(/pnpm --filter ([\w-]+) ([\w:-]+)/g)].length).toBeGreaterThan(0);
    const decision = 'docs/decisions/065-slice-html.md';
    expect(namedPaths(decision, prose(read(decision))).length).toBeGreaterThan(5);
    const app = 'mfe-info/README.md';
    expect(namedPaths(app, prose(read(app))).map((n) => n.path)).toContain('mfe-info/src/exposes/');
  });

  it('fails on a file that does not exist, unless a later decision is said to have moved it', () => {
    const decision = 'docs/decisions/065-slice-html.md';
    const bad = 'Renders with `shared/src/ssr/no-such-file.tsx` and links [it](no-such-dir/x.md).';
    expect(missingPaths(decision, bad)).toEqual([
      'shared/src/ssr/no-such-file.tsx',
      'docs/decisions/no-such-dir/x.md',
    ]);
    expect(missingPaths('mfe-info/README.md', 'See `src/no-such-folder/`.')).toEqual([
      'mfe-info/src/no-such-folder/',
    ]);
    expect(missingPaths('README.md', 'See `099-no-such-decision.md`.')).toEqual([
      'docs/decisions/099-no-such-decision.md',
    ]);
    expect(missingPaths(decision, 'Was `shared/src/ssr/gone.tsx` (moved by 070).')).toEqual([]);
    expect(missingPaths(decision, 'Was `shared/src/ssr/gone.tsx` (moved by 999).')).toEqual([
      'shared/src/ssr/gone.tsx',
    ]);
    expect(missingPaths(decision, 'Imports `tools/chromium` and `tools/no-such-export`.')).toEqual([
      'tools/no-such-export',
    ]);
  });
});
