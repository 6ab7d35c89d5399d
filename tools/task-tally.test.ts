import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tally } from './task-tally.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chardham-tally-'));
afterEach(() => vi.restoreAllMocks());

/** A Playwright JSON report of passed tests: [file, seconds] each. */
function report(name: string, tests: [string, number][]) {
  const specs = tests.map(([file, seconds], i) => ({
    title: `t${i}`,
    file,
    line: 1,
    tags: [],
    tests: [{ status: 'expected', projectName: 'desktop', results: [{ duration: seconds * 1000 }] }],
  }));
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ stats: { expected: tests.length }, suites: [{ specs }] }));
  return path;
}

describe("npm test's tally", () => {
  it('prints the ten slowest e2e files over every tag, before its last line', () => {
    const tally = new Tally();
    const files = Array.from({ length: 12 }, (_, i) => [`f${i}.spec.ts`, i + 1] as [string, number]);
    tally.e2eRun('e2e @shell', report('shell', files), 0);
    // A file's tests under another tag add to its time.
    tally.e2eRun('e2e @info', report('info', [['f0.spec.ts', 20]]), 0);
    expect(tally.slowestE2eFiles().map(([file]) => file)).toEqual([
      'f0.spec.ts',
      'f11.spec.ts',
      'f10.spec.ts',
      'f9.spec.ts',
      'f8.spec.ts',
      'f7.spec.ts',
      'f6.spec.ts',
      'f5.spec.ts',
      'f4.spec.ts',
      'f3.spec.ts',
    ]);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line = '') => {
      lines.push(String(line));
    });
    tally.print();
    const heading = lines.findIndex((line) => line.startsWith('slowest e2e files'));
    expect(lines.slice(heading + 1, heading + 3).map((line) => line.trim())).toEqual([
      'f0.spec.ts                               21.0 s',
      'f11.spec.ts                              12.0 s',
    ]);
    expect(lines.at(-1)).toBe('13 passed, 0 failed');
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
