import { describe, expect, it } from 'vitest';
import { findSkew, hostSharedVersions, VersionSkewError } from './version-skew';

const shell = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
};

describe('version skew', () => {
  it('accepts a remote built against other minors and patches of the same majors', () => {
    expect(findSkew(shell, { react: '19.0.0', 'react-dom': '19.4.2', 'react-router': '7.1.0' })).toEqual([]);
  });

  it('names every shared library whose major differs', () => {
    expect(findSkew(shell, { ...shell, react: '18.3.1', 'react-router-dom': '6.30.0' })).toEqual([
      { name: 'react', host: '19.3.1', remote: '18.3.1' },
      { name: 'react-router-dom', host: '7.18.5', remote: '6.30.0' },
    ]);
  });

  it('has nothing to compare for a remote without build info', () => {
    expect(findSkew(shell, undefined)).toEqual([]);
  });

  it('knows the React the shell runs', () => {
    expect(hostSharedVersions().react).toMatch(/^19\./);
  });

  it('explains the refusal and the way out', () => {
    const error = new VersionSkewError('info', { buildId: 'b42', version: '1.2.0' }, [
      { name: 'react', host: '19.3.1', remote: '18.3.1' },
    ]);
    expect(error.message).toBe(
      'Version skew: the info slice build b42 v1.2.0 was built against react 18.3.1 (the shell runs 19.3.1). ' +
        "It was not loaded; rebuild and redeploy it against the shell's majors, or point remotes.json back to a compatible release.",
    );
  });
});
