import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameAndVersion, treeShakeableRouter } from './lean-bundles';

const require = createRequire(import.meta.url);
// react-router as the facade reaches it: through react-router-dom.
const routerDom = dirname(require.resolve('react-router-dom/package.json'));
const routerRoot = dirname(
  createRequire(join(routerDom, 'package.json')).resolve('react-router/package.json'),
);

describe('treeShakeableRouter', () => {
  it('drops displayName labels and marks context and component factories pure', () => {
    const code = [
      'var DataRouterContext = React.createContext(null);',
      'DataRouterContext.displayName = "DataRouter";',
      'var Link = React2.forwardRef(function Link2(props, ref) {',
      '  Link.displayName = "inside a function";',
      '  return null;',
      '});',
      'Link.displayName = "Link";',
      'window.keep = "me";',
    ].join('\n');
    const out = treeShakeableRouter(code);
    expect(out).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var Link = /* @__PURE__ */ React2.forwardRef(function Link2');
    expect(out).not.toContain('"DataRouter"');
    expect(out).not.toContain('Link.displayName = "Link"');
    // Only whole top-level statements of that exact shape go; nothing else changes.
    expect(out).toContain('Link.displayName = "inside a function";');
    expect(out).toContain('window.keep = "me";');
  });

  it('finds what it rewrites in the installed react-router (a new version that moved on fails here)', () => {
    const production = join(routerRoot, 'dist/production');
    const code = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(production, file), 'utf8'))
      .join('\n');
    const out = treeShakeableRouter(code);
    expect(code.match(/^\w+\.displayName = "/gm)?.length ?? 0).toBeGreaterThan(5);
    expect(out.match(/^\w+\.displayName = "/gm)).toBeNull();
    expect(out.match(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/g)?.length ?? 0).toBeGreaterThan(5);
  });
});

describe('nameAndVersion', () => {
  it('keeps only the name and version of a package.json', () => {
    const json = readFileSync(require.resolve('vite/package.json'), 'utf8');
    const { name, version } = JSON.parse(json) as { name: string; version: string };
    expect(JSON.parse(nameAndVersion(json))).toEqual({ name, version });
  });
});
