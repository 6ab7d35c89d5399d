/**
 * What each build records about itself, so the shell can refuse a remote built against another
 * React or React Router major (version skew) before running any of its code. Node-side only: it
 * runs inside vite.config.ts, through `federationConfig`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BuildInfo } from '@chardham/shared/federation/names';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { version?: string };

/** Installed versions as seen from an app folder; react-router is resolved through react-router-dom. */
export function installedVersions(appDir: string): Record<string, string> {
  const fromApp = createRequire(join(appDir, 'package.json'));
  const versions: Record<string, string> = {};
  const record = (name: string, resolve: NodeJS.RequireResolve) => {
    try {
      const version = readJson(resolve(`${name}/package.json`)).version;
      if (version) versions[name] = version;
    } catch {
      // Not installed for this app: nothing to record, the shell then has nothing to compare.
    }
  };
  for (const name of ['react', 'react-dom', 'react-router-dom']) record(name, fromApp.resolve);
  try {
    const viaDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
    record('react-router', viaDom.resolve);
  } catch {
    record('react-router', fromApp.resolve);
  }
  return versions;
}

export function createBuildInfo(name: string, appDir = process.cwd(), env = process.env): BuildInfo {
  const builtAt = new Date();
  const stamp = builtAt.toISOString().replace(/[-:]/g, '').slice(0, 15);
  return {
    name,
    version: readJson(join(appDir, 'package.json')).version ?? '0.0.0',
    buildId: env.BUILD_ID?.trim() || `${stamp}-${randomBytes(3).toString('hex')}`,
    builtAt: builtAt.toISOString(),
    shared: installedVersions(appDir),
  };
}
