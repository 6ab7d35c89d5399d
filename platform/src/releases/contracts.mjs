// Whether a slice's release can work in the live composition, checked before any visitor gets it
// (`pnpm releases verify`, and before `install`, `switch` and `canary` change anything). Each problem
// is one line naming what is wrong; none means the release fits.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { skewCheckedPackages } from '@chardham/shared/federation/skew-checked';
import { SLICE_BASE_TOKEN } from '@chardham/shared/ssr/tokens';
import { FileTexts } from '../common/file-texts.mjs';
import { createComposer } from '../compose/compose.mjs';
import { frameNames } from '../compose/frames.mjs';
import { misfits } from './contract-fit.mjs';

const major = (version) => String(version ?? '').match(/^\D*(\d+)/)?.[1];

const readJson = (path) => {
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { error: error.code === 'ENOENT' ? 'missing' : `not JSON (${error.message})` };
  }
};

/**
 * A release that offers package pages (html/package/<id>/ and html/hi/package/<id>/: the packages
 * slice's) offers each in both languages, head and body: a server answers a package whose body it
 * finds, and the shell's one package frame includes all four (issue 45).
 */
function packagePageProblems(dir) {
  const idsIn = (folder) =>
    existsSync(folder)
      ? readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
  const english = join(dir, 'html', 'package');
  const hindi = join(dir, 'html', 'hi', 'package');
  const ids = [...new Set([...idsIn(english), ...idsIn(hindi)])].sort();
  const lines = [];
  for (const id of ids) {
    const missing = [english, hindi]
      .flatMap((folder) => ['head', 'body'].map((part) => join(folder, id, `${part}.html`)))
      .filter((file) => !existsSync(file))
      .map((file) => relative(dir, file));
    if (missing.length) lines.push(`package "${id}" is offered without ${missing.join(', ')}`);
  }
  return lines;
}

/** Whether an ES module's text parses: Node's own parser, without running it. */
function parseProblem(file) {
  const dir = mkdtempSync(join(tmpdir(), 'chardham-entry-'));
  try {
    const copy = join(dir, 'entry.mjs');
    copyFileSync(file, copy);
    const checked = spawnSync(process.execPath, ['--check', copy], { encoding: 'utf8' });
    if (checked.status === 0) return null;
    const reason = checked.stderr
      .split('\n')
      .find((line) => /Error/.test(line))
      ?.trim();
    return reason ?? `node --check exited with ${checked.status}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether the props each module of the release takes fit what the live shell passes it, as both
 * builds recorded them in contracts.json (docs/decisions/093-contracts-at-release.md). A shell built
 * before it recorded its contracts has nothing to compare: the check is skipped.
 */
function contractProblems(root, dir, slice, shellDir) {
  const shell = readJson(join(shellDir, 'contracts.json'));
  if (shell.error === 'missing') return [];
  if (shell.error) return [`the live shell's contracts.json (${shellDir}) is ${shell.error}`];
  const passed = Object.entries(shell.value?.passes ?? {}).filter(([key]) => key.startsWith(`${slice}/`));
  if (!passed.length) return [];
  const release = readJson(join(dir, 'contracts.json'));
  if (release.error) {
    return [
      `contracts.json is ${release.error}: the props of its modules cannot be checked against the live shell's`,
    ];
  }
  const exposes = release.value?.exposes ?? {};
  // What the live release of a slot's module takes (this release's own, for its own slice).
  const live = (key) => {
    const owner = key.split('/')[0];
    if (owner === slice) return exposes[key];
    return readJson(join(root, 'live', owner, 'contracts.json')).value?.exposes?.[key];
  };
  return passed.flatMap(([key, props]) =>
    exposes[key]
      ? misfits(props, exposes[key], live).map((line) => `${key}: ${line}`)
      : [`${key}: contracts.json has no contract for it, and the live shell passes it props`],
  );
}

/**
 * The problems of release `id` of `slice` under `<root>/releases/`, against the live composition
 * (`<root>/live/remotes.json`) and the live shell's build (`shellDir`: its routes.json and frames).
 */
export async function releaseProblems({ root, slice, id, shellDir }) {
  const dir = join(root, 'releases', slice, id);
  const name = `${slice}/${id}`;
  if (!existsSync(join(dir, 'remoteEntry.js'))) return [`${name}: ${join(dir, 'remoteEntry.js')} is missing`];
  const problems = [];
  const problem = (text) => problems.push(`${name}: ${text}`);

  const entryProblem = parseProblem(join(dir, 'remoteEntry.js'));
  if (entryProblem) problem(`remoteEntry.js does not parse: ${entryProblem}`);

  const routes = readJson(join(shellDir, 'routes.json'));
  if (routes.error) problem(`the live shell's routes.json (${shellDir}) is ${routes.error}`);
  const manifest = readJson(join(dir, 'mf-manifest.json'));
  if (manifest.error) problem(`mf-manifest.json is ${manifest.error}`);
  else if (!Array.isArray(manifest.value?.exposes)) problem('mf-manifest.json has no "exposes" list');
  else {
    const exposes = new Map(manifest.value.exposes.map((e) => [e?.name, e]));
    for (const module of routes.value?.modules?.[slice] ?? []) {
      const exposed = exposes.get(module);
      if (!exposed) {
        problem(`mf-manifest.json does not expose "${module}", which the live route table loads`);
        continue;
      }
      const files = [...(exposed.assets?.js?.sync ?? []), ...(exposed.assets?.css?.sync ?? [])];
      for (const file of files) {
        if (!existsSync(join(dir, file))) problem(`${file}, which "${module}" needs, is missing`);
      }
    }
    // The singletons must be the ones the shell provides: the same majors, shared as singletons.
    const host = routes.value?.shared ?? {};
    const built = manifest.value.buildInfo?.shared ?? {};
    for (const pkg of skewCheckedPackages) {
      if (host[pkg] && built[pkg] && major(host[pkg]) !== major(built[pkg])) {
        problem(`it was built against ${pkg} ${built[pkg]}; the live shell runs ${host[pkg]}`);
      }
    }
    for (const shared of manifest.value.shared ?? []) {
      const provided =
        shared?.name === '@chardham/shared/router' ? routes.value?.routerFacade : host[shared?.name];
      if (!provided) continue;
      if (shared.singleton !== true) problem(`it shares ${shared.name} but not as a singleton`);
      if (major(shared.version) !== major(provided)) {
        problem(`it shares ${shared.name} ${shared.version}; the live shell provides ${provided}`);
      }
    }
  }

  problems.push(...contractProblems(root, dir, slice, shellDir).map((line) => `${name}: ${line}`));

  // Every page the live shell composes, with this release in place of the live one: each of its
  // fragments there (a Hindi one too), through the other slices' fragments that include it.
  const live = readJson(join(root, 'live', 'remotes.json'));
  const entry = `/releases/${slice}/${id}/remoteEntry.js`;
  const remotes = { remotes: { ...(live.value?.remotes ?? {}), [slice]: { entry } } };
  const composer = createComposer({
    shellDir,
    mounts: { '/releases/': join(root, 'releases') },
    fileTexts: new FileTexts(),
  });
  const missing = new Set();
  for (const frame of frameNames(shellDir)) {
    for (const f of await composer.fragmentsOf(frame, { remotes, origin: 'http://release.check' })) {
      if (f.slice === slice && f.outcome !== 'ok') missing.add(`html/${f.part}.html`);
    }
  }
  for (const file of [...missing].sort())
    problem(`${file} is missing (a page of the live shell includes it)`);

  for (const line of packagePageProblems(dir)) problem(line);

  const fragments = join(dir, 'html');
  if (existsSync(fragments)) {
    for (const entry of readdirSync(fragments, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      if (readFileSync(file, 'utf8').includes(SLICE_BASE_TOKEN)) {
        problem(
          `${relative(dir, file)} still has ${SLICE_BASE_TOKEN}: it was not installed with pnpm releases install`,
        );
      }
    }
  }
  return problems;
}
