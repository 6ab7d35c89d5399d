/**
 * The Hindi pages' font (docs/decisions/073-hindi-edition.md): one WOFF2 of Noto Sans Devanagari
 * and a small stylesheet that uses it, both emitted by the shell's build and linked from the Hindi
 * frames only, so an English page loads neither. A phone that has the font already (most Android
 * phones in India do) takes its own copy (`local()`) and downloads nothing.
 */
import { createHash } from 'node:crypto';
import { devanagariRange, devanagariWoff2 } from '@chardham/build';
import type { Plugin } from 'vite';

const hash8 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 8);

const VIRTUAL_ID = 'virtual:hindi-stylesheet';
const RESOLVED_ID = '\0hindi-stylesheet';

export function hindiFont(): { plugin: Plugin; stylesheet: () => string } {
  let files: { font: string; woff2: Buffer; stylesheet: string; css: string } | undefined;
  const prepare = async () => {
    if (files) return files;
    const woff2 = await devanagariWoff2();
    const font = `assets/noto-sans-devanagari-${hash8(woff2)}.woff2`;
    const family = '"Noto Sans Devanagari Web"';
    // Latin letters keep the site's own fonts (unicode-range); headings keep their serif for them.
    const css = [
      `@font-face{font-family:${family};src:local("Noto Sans Devanagari Regular"),local("Noto Sans Devanagari"),local("NotoSansDevanagari-Regular"),url(/${font}) format("woff2");font-display:swap;unicode-range:${devanagariRange}}`,
      `html[lang=hi] body{font-family:${family},var(--font-sans)}`,
      `html[lang=hi] :is(h1,h2,h3,h4){font-family:${family},var(--font-serif)}`,
      '',
    ].join('\n');
    files = { font, woff2, css, stylesheet: `/assets/hindi-${hash8(css)}.css` };
    return files;
  };
  const plugin: Plugin = {
    name: 'chardham:hindi-font',
    apply: 'build',
    // Known before the JavaScript is bundled: the shell adds the stylesheet when a visitor moves
    // to a Hindi page without a full load (`virtual:hindi-stylesheet`, its URL).
    async buildStart() {
      await prepare();
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export default ${JSON.stringify((await prepare()).stylesheet)};\n`;
    },
    async generateBundle() {
      const { font, woff2, css, stylesheet } = await prepare();
      this.emitFile({ type: 'asset', fileName: font, source: woff2 });
      this.emitFile({ type: 'asset', fileName: stylesheet.slice(1), source: css });
    },
  };
  return {
    plugin,
    stylesheet: () => {
      if (!files) throw new Error('the Hindi font stylesheet is written by the client build first');
      return files.stylesheet;
    },
  };
}
