// A shell build's frames: the pages it composes, one file per route and language (frames/*.html).
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The frame names of a shell build (`index`, `hi/packages`, `package/kedarnath`, ...). */
export function frameNames(shellDir) {
  const dir = join(shellDir, 'frames');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).replace(/\.html$/, ''))
    .sort();
}
