// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBuildInfo } from './build-info';

const sharedDir = fileURLToPath(new URL('../..', import.meta.url));

describe('build info', () => {
  it('records the version, a build id and the shared singletons a build is compiled against', () => {
    const info = createBuildInfo('mfe_info', sharedDir, { BUILD_ID: 'ci-42' });
    expect(info).toMatchObject({ name: 'mfe_info', version: '1.0.0', buildId: 'ci-42' });
    expect(Object.keys(info.shared).sort()).toEqual([
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
    ]);
    expect(info.shared.react).toMatch(/^19\.\d+\.\d+/);
    expect(info.shared['react-router']).toMatch(/^7\.\d+\.\d+/);
  });

  it('gives every build without BUILD_ID an id of its own', () => {
    const a = createBuildInfo('shell', sharedDir, {});
    const b = createBuildInfo('shell', sharedDir, {});
    expect(a.buildId).not.toBe(b.buildId);
  });
});
