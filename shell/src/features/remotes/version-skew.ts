import type { BuildInfo } from '@chardham/shared/federation/names';
import { skewCheckedPackages } from '@chardham/shared/federation/names';
import type { SliceName } from '@chardham/shared/routes';
import { version as reactVersion } from 'react';

// Set by the shell's vite.config.ts from the same record as its own mf-manifest.json; absent in tests.
declare const __SHELL_SHARED_VERSIONS__: Record<string, string> | undefined;
const builtWith = typeof __SHELL_SHARED_VERSIONS__ === 'undefined' ? {} : __SHELL_SHARED_VERSIONS__;

/** The shared singletons' versions the shell runs; React's own export is the ground truth for React. */
export function hostSharedVersions(): Record<string, string> {
  return { ...builtWith, ...(reactVersion ? { react: reactVersion } : {}) };
}

export interface Skew {
  name: string;
  host: string;
  remote: string;
}

const major = (version: string | undefined) => version?.match(/^\D*(\d+)/)?.[1];

/** Shared singletons whose major differs between the shell and a remote build (both must know it). */
export function findSkew(host: Record<string, string>, remote: Record<string, string> | undefined): Skew[] {
  const skews: Skew[] = [];
  for (const name of skewCheckedPackages) {
    const [h, r] = [host[name], remote?.[name]];
    if (h && r && major(h) !== major(r)) skews.push({ name, host: h, remote: r });
  }
  return skews;
}

/** A remote built against other majors than the shell: it is never run, its region shows the fallback. */
export class VersionSkewError extends Error {
  constructor(slice: SliceName, build: Partial<BuildInfo> | undefined, skews: Skew[]) {
    const against = skews.map((s) => `${s.name} ${s.remote} (the shell runs ${s.host})`).join(', ');
    const which = build?.buildId ? ` build ${build.buildId}${build.version ? ` v${build.version}` : ''}` : '';
    super(
      `Version skew: the ${slice} slice${which} was built against ${against}. It was not loaded; ` +
        `rebuild and redeploy it against the shell's majors, or point remotes.json back to a compatible release.`,
    );
    this.name = 'VersionSkewError';
  }
}
