import { describe, expect, it } from 'vitest';
import { pipelineScope } from './scope.mjs';

const all = [
  '@chardham/build',
  '@chardham/shared',
  'e2e',
  'mfe-enquiry',
  'mfe-info',
  'mfe-marketing',
  'mfe-packages',
  'shell',
  'supabase-db',
  'tools',
];
// mfe-info is built from shared and the build package, and a test of it reads mfe-packages.
const infoClosure = ['mfe-info', '@chardham/shared', '@chardham/build', 'mfe-packages'];
const names = (scope: { name: string }[]) => scope.map((s) => s.name);

describe('what a slice pipeline checks', () => {
  it('a change in mfe-info: mfe-info alone', () => {
    const scope = pipelineScope({
      slice: 'mfe-info',
      changed: ['mfe-info'],
      affected: ['mfe-info', 'e2e', 'supabase-db'],
      closure: infoClosure,
    });
    expect(scope).toEqual([{ name: 'mfe-info', reason: 'changed' }]);
  });

  it('a change in shared: shared, what builds from it, and the slice; never another slice', () => {
    const scope = pipelineScope({
      slice: 'mfe-info',
      changed: ['@chardham/shared'],
      affected: all,
      closure: infoClosure,
    });
    expect(names(scope)).toEqual(['@chardham/build', '@chardham/shared', 'mfe-info']);
    expect(scope.find((s) => s.name === 'mfe-info')?.reason).toBe('built from what changed');
  });

  it("another slice's change: the slice only, unchanged, and not the other slice", () => {
    const scope = pipelineScope({
      slice: 'mfe-info',
      changed: ['mfe-packages'],
      affected: ['mfe-packages', 'mfe-info', 'e2e', 'supabase-db'],
      closure: infoClosure,
    });
    expect(names(scope)).toEqual(['mfe-info']);
  });

  it('a test harness that changed is checked; one merely reached is not', () => {
    const scope = pipelineScope({
      slice: 'mfe-marketing',
      changed: ['e2e', 'mfe-enquiry'],
      affected: ['e2e', 'mfe-enquiry', 'supabase-db'],
      closure: ['mfe-marketing', '@chardham/shared', '@chardham/build'],
    });
    expect(names(scope)).toEqual(['e2e', 'mfe-marketing']);
  });

  it('refuses what is not a slice', () => {
    expect(() => pipelineScope({ slice: 'shared', changed: [], affected: [], closure: [] })).toThrow(
      /Not a slice/,
    );
  });
});
