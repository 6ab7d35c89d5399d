// Small text files the server reads on every request (remotes.json, routes.json, frames, fragments),
// read again only when they change. A file's validator is its device, inode, size, modification and
// change times: a file replaced in place (even by a copy that keeps the old mtime, whose ctime still
// moves) and a release switched by a symlink both change it. stat is
// synchronous on purpose: it takes microseconds, where a trip through libuv's thread pool would
// queue behind compression work.
import { readFileSync, statSync } from 'node:fs';

export const validatorOf = (info) => `${info.dev}-${info.ino}-${info.size}-${info.mtimeMs}-${info.ctimeMs}`;

/** The validator of a file as it is now, or null when it is not a file. */
export function currentValidator(path) {
  try {
    const info = statSync(path);
    return info.isFile() ? validatorOf(info) : null;
  } catch {
    return null;
  }
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
