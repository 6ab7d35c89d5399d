/**
 * Runs (part of) this suite as QA would, in a Playwright of its own, and reads its JSON report:
 * `BASE_URL=… [CANDIDATE=…] pnpm --filter e2e test`, or QA's own commands (`node tools/qa/qa.mjs`).
 * Its reports go to a temp folder, never over the run that started it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './deploy';

export interface ChildResult {
  results: { title: string; status: string; annotations: string[] }[];
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  output: string;
}

type Suite = {
  specs?: { title: string; tests: { status: string; annotations: { description?: string }[] }[] }[];
  suites?: Suite[];
};
const flatten = (suite: Suite): ChildResult['results'] => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((t) => ({
      title: spec.title,
      status: t.status,
      annotations: t.annotations.map((a) => a.description ?? ''),
    })),
  ),
  ...(suite.suites ?? []).flatMap(flatten),
];

export interface ChildRun {
  /** The exit code, or null if a signal ended it. */
  code: number | null;
  stdout: string;
  /** stdout and stderr, interleaved as they came. */
  output: string;
}

/** Runs a command from the workspace root, as QA would from a shell of their own. */
export function runChild(command: string, args: string[], env: Record<string, string>): Promise<ChildRun> {
  // The parent's worker variables would make the child believe it is a worker itself, and pnpm's
  // script variables (from a parent started as `pnpm --filter e2e test`) would make pnpm take the
  // child for the same script calling itself, which it skips: no run, no report.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(TEST_|PW_|E2E_|npm_lifecycle_)/.test(key) && key !== 'PNPM_SCRIPT_SRC_DIR',
    ),
  );
  const child = spawn(command, args, {
    cwd: workspaceRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, output }));
  });
}

/** The tests and stats of a child run's JSON report; `output` is the child's, to say why if none. */
export function readReport(file: string, output: string): ChildResult {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { results: report.suites.flatMap(flatten), stats: report.stats, output };
  } catch {
    throw new Error(`the child run wrote no report:\n${output}`);
  }
}

export async function runSuite(
  dir: string,
  env: Record<string, string>,
  args: string[],
): Promise<ChildResult> {
  const { output } = await runChild('pnpm', ['--filter', 'e2e', 'test', '--project=desktop', ...args], {
    E2E_JSON: join(dir, 'report.json'),
    E2E_REPORT_DIR: join(dir, 'html'),
    E2E_OUTPUT_DIR: join(dir, 'results'),
    E2E_WORKERS: '1',
    ...env,
  });
  return readReport(join(dir, 'report.json'), output);
}
