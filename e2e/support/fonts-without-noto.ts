/**
 * A browser that sees a machine without Noto (no fonts-noto-core): fontconfig is given only Debian's
 * DejaVu, Lohit Devanagari and FreeSans, which `npm test` installs, with the system's rules
 * (/etc/fonts/conf.d: which family stands for sans-serif, and so on). Chromium reads FONTCONFIG_FILE,
 * so one project paints the Hindi pages as a computer without the web font's family does, on any
 * machine, whatever it has installed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folders = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/truetype/lohit-devanagari',
  '/usr/share/fonts/truetype/freefont',
];

export function fontconfigWithoutNoto(): string {
  const dir = join(tmpdir(), 'chardham-fonts-without-noto');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
${folders.map((folder) => `  <dir>${folder}</dir>`).join('\n')}
  <cachedir>${join(dir, 'cache')}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`,
  );
  return file;
}
