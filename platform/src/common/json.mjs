// The one way the platform reads JSON it did not write itself (a file, a body): never a throw; and
// the one way it writes a JSON file others read while it changes.
import { readFileSync } from 'node:fs';
import { writeAtomically } from './file-texts.mjs';

/** The value of a JSON text, or undefined when it is not JSON (no JSON text is undefined). */
export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The value of a JSON file, or null when it is missing or not JSON. */
export function readJsonFile(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes `value` as JSON to `path` with one rename(2): a reader sees the old file or the new one. */
export function writeJsonAtomically(path, value) {
  writeAtomically(path, `${JSON.stringify(value, null, 2)}\n`);
}
