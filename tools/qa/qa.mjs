// QA across machines (issue 43): `pnpm qa:shard i/n --out <dir>` runs shard i of n of the e2e suite
// and leaves its blob report in <dir>; `pnpm qa:merge <dir>... [--report <dir>]` merges the blobs of
// every shard into one HTML report and ends with one line: "N passed, N failed" (docs/qa.md).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root } from '../bootstrap.mjs';
import { readE2eReport } from '../e2e-report.mjs';
import { freePort } from '../free-port.mjs';

// pnpm runs a root script in the root folder: the folders given are the caller's, from where they typed.
const here = process.env.INIT_CWD ?? process.cwd();

/** `i/n`, `--out <dir>` and whatever else, which goes to Playwright (with or without a `--`). */
export function parseShardArguments(argv) {
  let shard;
  let out;
  const playwright = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') out = argv[++i];
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (!shard && /^\d+\/\d+$/.test(arg)) shard = arg.split('/').map(Number);
    else if (arg !== '--') playwright.push(arg);
  }
  const [index = 0, total = 0] = shard ?? [];
  if (!shard || index < 1 || index > total) return { problem: 'Which shard? Give i/n, 1 <= i <= n' };
  if (!out) return { problem: 'Where to? Give --out <dir> for the blob report' };
  return { index, total, out, playwright };
}

/** The folders of blob reports and `--report <dir>`. */
export function parseMergeArguments(argv) {
  let report;
  const dirs = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--report') report = argv[++i];
    else if (arg.startsWith('--report=')) report = arg.slice('--report='.length);
    else if (arg !== '--') dirs.push(arg);
  }
  if (!dirs.length || (report === undefined && argv.includes('--report')))
    return { problem: 'Which blob reports? Give the folders of every shard, and --report <dir> if any' };
  return { dirs, report };
}

/**
 * What is wrong with a set of blob report names, or undefined. A missing shard would pass unseen (its
 * tests are simply absent from the merge), so the `report-i-of-n.zip` of qa:shard must all be there.
 */
export function blobsProblem(names) {
  if (!names.length) return 'no blob report (*.zip) there: run pnpm qa:shard i/n --out <dir> first';
  const shards = names.map((name) => name.match(/^report-(\d+)-of-(\d+)\.zip$/)).filter(Boolean);
  const totals = [...new Set(shards.map((m) => Number(m[2])))];
  if (totals.length > 1)
    return `blob reports of different splits (of ${totals.join(', of ')}): merge one run's`;
  const [total = 0] = totals;
  const missing = Array.from({ length: total }, (_, i) => `report-${i + 1}-of-${total}.zip`).filter(
    (name) => !names.includes(name),
  );
  if (missing.length) return `missing ${missing.join(', ')}: every shard's blob report must be merged`;
  return undefined;
}

async function shard(argv) {
  const { index, total, out, playwright, problem } = parseShardArguments(argv);
  if (problem) throw new Error(problem);
  const name = `report-${index}-of-${total}.zip`;
  // Playwright empties its blob folder before it writes (the blob reporter's _prepareOutputFile): the
  // shard writes to a folder of its own, so shards sharing one --out keep each other's reports.
  const work = mkdtempSync(join(tmpdir(), `qa-shard-${index}-of-${total}-`));
  try {
    const run = spawnSync(
      'pnpm',
      ['--filter', 'e2e', 'exec', 'playwright', 'test', `--shard=${index}/${total}`, ...playwright],
      {
        cwd: root,
        stdio: 'inherit',
        // BASE_URL, CANDIDATE and CANDIDATES_SECRET pass as they are: a shard runs against a deployment too.
        env: {
          ...process.env,
          E2E_PORT: String(await freePort()),
          E2E_OUTPUT_DIR: join(work, 'results'),
          E2E_BLOB_DIR: join(work, 'blob'),
          E2E_BLOB_NAME: name,
        },
      },
    );
    const blob = join(work, 'blob', name);
    if (existsSync(blob)) {
      mkdirSync(resolve(here, out), { recursive: true });
      copyFileSync(blob, resolve(here, out, name));
      console.log(`qa shard: ${resolve(here, out, name)}`);
    } else console.error(`qa shard: Playwright wrote no blob report (exit ${run.status})`);
    return run.status ?? 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function merge(argv) {
  const { dirs, report, problem } = parseMergeArguments(argv);
  if (problem) throw new Error(problem);
  const work = mkdtempSync(join(tmpdir(), 'qa-merge-'));
  try {
    const blobs = join(work, 'blobs');
    mkdirSync(blobs);
    const from = new Map();
    for (const dir of dirs.map((d) => resolve(here, d))) {
      if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.zip'))) {
        if (from.has(name)) throw new Error(`${name} is in both ${from.get(name)} and ${dir}`);
        from.set(name, dir);
        copyFileSync(join(dir, name), join(blobs, name));
      }
    }
    const wrong = blobsProblem([...from.keys()]);
    if (wrong) throw new Error(`${dirs.join(', ')}: ${wrong}`);

    // A caller that reads the merged results (e2e/tests/shards.spec.ts) names the JSON file.
    const json = process.env.E2E_JSON ? resolve(here, process.env.E2E_JSON) : join(work, 'report.json');
    const merged = spawnSync(
      'pnpm',
      ['--filter', 'e2e', 'exec', 'playwright', 'merge-reports', '-c', 'merge.config.ts', blobs],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_REPORT_DIR: report ? resolve(here, report) : join(root, 'e2e/report'),
          E2E_JSON: json,
        },
      },
    );
    const counts = readE2eReport(json);
    if (!counts) throw new Error(`playwright merge-reports wrote no JSON report (exit ${merged.status})`);
    console.log('');
    if (counts.failures.length) {
      console.log('Failed:');
      for (const failure of counts.failures) console.log(`  ${failure.slice(0, 400)}`);
      console.log('');
    }
    // Skipped tests count as failures, as in `npm test`, except the @local ones of shards that ran
    // against a deployment (tools/e2e-report.mjs): this line says how many were skipped either way.
    if (counts.skipped) console.log(`(${counts.skipped} skipped)`);
    console.log(`${counts.passed} passed, ${counts.failed} failed`);
    return counts.failed ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...argv] = process.argv.slice(2);
  const commands = { shard, merge };
  try {
    if (!Object.hasOwn(commands, command ?? '')) throw new Error('Which command? shard or merge');
    process.exitCode = await commands[command](argv);
  } catch (error) {
    console.error(`qa ${command ?? ''}: ${error.message}`);
    process.exitCode = 2;
  }
}
