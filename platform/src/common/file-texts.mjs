// Small text files the server reads on every request (remotes.json, routes.json, frames, fragments),
// read again only when they change. A file's validator is its device, inode, size, modification and
// change times: a file replaced in place (even by a copy that keeps the old mtime, whose ctime still
// moves) and a release switched by a symlink both change it. stat is
// synchronous on purpose: it takes microseconds, where a trip through libuv's thread pool would
// queue behind compression work.
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` to `path` with one rename(2), for a file others read while it changes (a server, nginx
 * at its reload): a reader sees the old file or the new one, never half of it.
 */
export function writeAtomically(path, text) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

export const validatorOf = (info) => `${info.dev}-${info.ino}-${info.size}-${info.mtimeMs}-${info.ctimeMs}`;

function statValidator(path) {
  try {
    const info = statSync(path);
    return info.isFile() ? validatorOf(info) : null;
  } catch {
    return null;
  }
}

/**
 * Validators read in this turn of the event loop. Requests that arrive together (one poll of the
 * sockets) share one stat of each file; the next turn stats again, so a request that arrives after
 * a deploy has changed a file sees the change. Under load this takes most of the server's stat
 * calls away (docs/decisions/074-pages-kept-by-validators.md).
 */
let thisTurn = null;

/** The validator of a file as it is now (this turn), or null when it is not a file. */
export function currentValidator(path) {
  if (thisTurn === null) {
    thisTurn = new Map();
    setImmediate(() => {
      thisTurn = null;
    });
  }
  let validator = thisTurn.get(path);
  if (validator === undefined) {
    validator = statValidator(path);
    thisTurn.set(path, validator);
  }
  return validator;
}

export class FileTexts {
  #entries = new Map();

  /** { text, validator } of the file, or null when it cannot be read. */
  read(path) {
    const validator = currentValidator(path);
    if (validator === null) {
      this.#entries.delete(path);
      return null;
    }
    const cached = this.#entries.get(path);
    if (cached?.validator === validator) return cached;
    try {
      const entry = { validator, text: readFileSync(path, 'utf8') };
      this.#entries.set(path, entry);
      return entry;
    } catch {
      return null;
    }
  }

  /** The text, or `fallback`. */
  text(path, fallback = null) {
    return this.read(path)?.text ?? fallback;
  }
}

/**
 * A file the server follows (remotes.json, routes.json, a canary's files): `value(path)` is what
 * `read(text, previous, path)` made of the file's text, made again only when the file changes.
 * `text` is null when the file is missing; `previous` is the last value, so a reader may keep its last
 * good value when the new text is refused.
 */
export function watchedFile(files, read) {
  let last = { validator: undefined, value: undefined };
  return (path) => {
    const file = files.read(path);
    const validator = file?.validator ?? null;
    if (validator !== last.validator) last = { validator, value: read(file?.text ?? null, last.value, path) };
    return last.value;
  };
}
