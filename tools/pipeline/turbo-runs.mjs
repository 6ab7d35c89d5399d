// The pipeline's two runs of the task graph (turbo.json): the checks of its scope, then the slice's
// e2e tag. A run whose build a release installs reads and writes this machine's own builds only:
// never one restored from the remote cache (issue 62, docs/pipeline.md).
import { OWN_BUILDS_ONLY } from '../turbo.mjs';

/**
 * @param {{ scope: { name: string }[], tag: string, release: boolean, playwrightArgs: string[] }} run
 * @returns {{ checks: string[], e2e: string[] }} turbo's arguments for each
 */
export function pipelineRuns({ scope, tag, release, playwrightArgs }) {
  const cache = release ? OWN_BUILDS_ONLY : [];
  return {
    checks: [
      'run',
      'lint',
      'typecheck',
      'unit',
      'build',
      ...scope.map((p) => `--filter=${p.name}`),
      '--continue=dependencies-successful',
      '--output-logs=new-only',
      ...cache,
    ],
    // Arguments after `--` go to Playwright as they are; turbo hashes them too.
    e2e: [
      'run',
      `e2e:${tag}`,
      '--filter=e2e',
      '--output-logs=new-only',
      ...cache,
      ...(playwrightArgs.length ? ['--', ...playwrightArgs] : []),
    ],
  };
}
