// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseProblems } from './contracts.mjs';

let root;
let shellDir;
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof text === 'string' ? text : JSON.stringify(text));
};
const manifest = (overrides = {}) => ({
  exposes: [
    { name: 'privacy-policy', assets: { js: { sync: ['assets/privacy-AbCd1234.js'] }, css: { sync: [] } } },
  ],
  shared: [{ name: 'react', version: '19.3.1', singleton: true }],
  buildInfo: { buildId: 'b1', shared: { react: '19.3.1', 'react-dom': '19.3.1' } },
  ...overrides,
});
/** A release of the info slice as pnpm releases installs it: entry, manifest, chunk, fragments. */
function release(id, changes = {}) {
  const dir = join(root, 'releases/info', id);
  write(join(dir, 'remoteEntry.js'), changes.entry ?? 'export const init = () => {};\n');
  if (changes.manifest !== null) write(join(dir, 'mf-manifest.json'), changes.manifest ?? manifest());
  write(join(dir, 'assets/privacy-AbCd1234.js'), 'export default 1;');
  for (const part of [
    'privacy-policy/head',
    'privacy-policy/body',
    'hi/privacy-policy/head',
    'hi/privacy-policy/body',
  ]) {
    if (changes.without !== part) write(join(dir, 'html', `${part}.html`), changes.body ?? `<p>${part}</p>`);
  }
  return (async () => releaseProblems({ root, slice: 'info', id, shellDir }))();
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chardham-release-check-'));
  shellDir = join(root, 'shell');
  write(join(shellDir, 'routes.json'), {
    patterns: ['/privacy-policy'],
    modules: { info: ['privacy-policy'] },
    shared: { react: '19.3.1', 'react-dom': '19.3.1' },
    routerFacade: '1.0.0',
  });
  for (const frame of ['privacy-policy', 'hi/privacy-policy']) {
    write(
      join(shellDir, 'frames', `${frame}.html`),
      `<head><!--# include virtual="/_slice/info/html/${frame}/head.html" --></head><body><!--# include virtual="/_slice/info/html/${frame}/body.html" --></body>`,
    );
  }
  write(join(root, 'live/remotes.json'), {
    remotes: { info: { entry: '/releases/info/v1/remoteEntry.js' } },
  });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a release checked against the live composition', () => {
  it('fits when it has everything the live shell loads and includes', async () => {
    expect(await release('good')).toEqual([]);
  });

  it('names each problem on its own line', async () => {
    expect(await release('gap', { without: 'hi/privacy-policy/body' })).toEqual([
      'info/gap: html/hi/privacy-policy/body.html is missing (a page of the live shell includes it)',
    ]);
    expect(await release('nomanifest', { manifest: null })).toEqual([
      'info/nomanifest: mf-manifest.json is missing',
    ]);
    expect((await release('badjson', { manifest: '{' }))[0]).toMatch(
      /^info\/badjson: mf-manifest.json is not JSON/,
    );
    expect(await release('noexpose', { manifest: manifest({ exposes: [] }) })).toEqual([
      'info/noexpose: mf-manifest.json does not expose "privacy-policy", which the live route table loads',
    ]);
    const skewed = manifest({
      shared: [{ name: 'react', version: '18.3.1', singleton: false }],
      buildInfo: { shared: { react: '18.3.1' } },
    });
    expect(await release('skew', { manifest: skewed })).toEqual([
      'info/skew: it was built against react 18.3.1; the live shell runs 19.3.1',
      'info/skew: it shares react but not as a singleton',
      'info/skew: it shares react 18.3.1; the live shell provides 19.3.1',
    ]);
    expect(await release('tokens', { body: '<img src="__SLICE_BASE__assets/a.webp">' })).toContain(
      'info/tokens: html/privacy-policy/body.html still has __SLICE_BASE__: it was not installed with pnpm releases install',
    );
    const [parse] = await release('broken', { entry: 'export const = ;' });
    expect(parse).toMatch(/^info\/broken: remoteEntry.js does not parse: SyntaxError/);
  });
});
