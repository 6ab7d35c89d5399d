// @vitest-environment node
// Releases built after a change of the contracts (shared/src/contracts), checked against a live
// shell built before it (decision 093): each release's contracts.json is what its build would write,
// described from the real contracts file with that one change made.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contractsSource, describeContracts } from '@chardham/build/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseProblems } from './contracts.mjs';

const source = readFileSync(contractsSource(), 'utf8');
// The shell passes these props: the modules a page's route and its slots load.
const keys = ['enquiry/enquiry-form', 'packages/package-detail'];

let root;
let shellDir;
let variants = 0;
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof text === 'string' ? text : JSON.stringify(text));
};

/** The contracts as a build after `change` records them (React's types read from a temp folder). */
function describedAfter(change) {
  const changed = change(source);
  if (changed === source) throw new Error('the change did not apply: the contracts file has moved on');
  variants += 1;
  const file = join(root, 'src', `contracts-${variants}.ts`);
  // The variant is read outside the workspace: a local ComponentType stands for React's, by name.
  write(
    file,
    changed.replace(
      "import type { ComponentType } from 'react';",
      'type ComponentType<P = Record<never, never>> = (props: P) => unknown;',
    ),
  );
  return describeContracts(keys, file);
}

/** The contracts of the live enquiry release, whose form the pages embed through the shell's slot. */
const liveEnquiry = (contracts) =>
  write(join(root, 'live/enquiry/contracts.json'), {
    exposes: { 'enquiry/enquiry-form': contracts['enquiry/enquiry-form'] },
  });

/** A release of `slice` as pnpm releases installs it, with the contracts its build recorded. */
function release(slice, id, contracts) {
  const dir = join(root, 'releases', slice, id);
  const module = keys.find((key) => key.startsWith(`${slice}/`)).split('/')[1];
  write(join(dir, 'remoteEntry.js'), 'export const init = () => {};\n');
  write(join(dir, 'mf-manifest.json'), { exposes: [{ name: module, assets: {} }], shared: [] });
  if (contracts) {
    write(join(dir, 'contracts.json'), {
      exposes: Object.fromEntries(Object.entries(contracts).filter(([key]) => key.startsWith(`${slice}/`))),
    });
  }
  return releaseProblems({ root, slice, id, shellDir });
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'chardham-contracts-'));
  shellDir = join(root, 'shell');
  write(join(shellDir, 'routes.json'), {
    patterns: ['/package/:id'],
    modules: { enquiry: ['enquiry-form'], packages: ['package-detail'] },
    shared: {},
  });
  // The live shell was built from the contracts as they are.
  write(join(shellDir, 'contracts.json'), { passes: describeContracts(keys) });
  write(join(root, 'live/remotes.json'), { remotes: {} });
  liveEnquiry(describeContracts(keys));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a release whose contracts changed, against the live shell', () => {
  it('is refused when a field the shell passes was renamed', async () => {
    const renamed = describedAfter((s) => s.replace('packageId?: string;', 'tourId?: string;'));
    expect(await release('enquiry', 'renamed', renamed)).toEqual([
      'enquiry/renamed: enquiry/enquiry-form: the shell passes "packageId" (string), which the release does not accept',
    ]);
    // A page built after the rename passes the new name to the live form, through the shell's slot.
    expect(await release('packages', 'renamed', renamed)).toEqual([
      'packages/renamed: packages/package-detail: the release passes "tourId" (string) to "slots.EnquiryForm", which the live enquiry/enquiry-form does not accept',
    ]);
  });

  it('is refused when a field the shell passes was removed', async () => {
    const removed = describedAfter((s) =>
      s.replace(/\n {2}\/\*\* Heading above the form.*\n {2}heading\?: string;/, ''),
    );
    expect(await release('enquiry', 'removed', removed)).toEqual([
      'enquiry/removed: enquiry/enquiry-form: the shell passes "heading" (string), which the release does not accept',
    ]);
  });

  it('is refused when a field was retyped', async () => {
    const retyped = describedAfter((s) => s.replace('packageId?: string;', 'packageId?: number;'));
    expect(await release('enquiry', 'retyped', retyped)).toEqual([
      'enquiry/retyped: enquiry/enquiry-form: the shell passes "packageId" as string, which the release takes as number',
    ]);
  });

  it('is refused when a field was made required', async () => {
    const required = describedAfter((s) => s.replace('destination?: string;', 'destination: string;'));
    expect(await release('enquiry', 'required', required)).toEqual([
      'enquiry/required: enquiry/enquiry-form: the release requires "destination" (string), which the shell may leave out',
    ]);
    // A page's slots made required: the shell passes none of them.
    const slots = describedAfter((s) =>
      s.replace('export interface SlicePageProps {\n  slots: EnquirySlots;', '$&\n  menu: EnquirySlots;'),
    );
    expect(await release('packages', 'slots', slots)).toEqual([
      'packages/slots: packages/package-detail: the release requires "menu" ({ EnquiryForm: component; CustomRequest: component }), which the shell does not pass',
    ]);
  });

  it('is accepted with a new optional field', async () => {
    const added = describedAfter((s) => s.replace('packageId?: string;', '$&\n  season?: string;'));
    expect(await release('enquiry', 'added', added)).toEqual([]);
    // A page that may pass it, once the form that takes it is live.
    liveEnquiry(added);
    try {
      expect(await release('packages', 'added', added)).toEqual([]);
    } finally {
      liveEnquiry(describeContracts(keys));
    }
  });

  it('is refused when a page may pass a new field the live form does not take yet', async () => {
    const added = describedAfter((s) => s.replace('packageId?: string;', '$&\n  season?: string;'));
    expect(await release('packages', 'early', added)).toEqual([
      'packages/early: packages/package-detail: the release passes "season" (string) to "slots.EnquiryForm", which the live enquiry/enquiry-form does not accept',
    ]);
  });

  it('is refused without its contracts, once the live shell records them', async () => {
    expect(await release('enquiry', 'unrecorded', null)).toEqual([
      "enquiry/unrecorded: contracts.json is missing: the props of its modules cannot be checked against the live shell's",
    ]);
  });
});
