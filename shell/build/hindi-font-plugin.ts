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

export function hindiFont(): { plugin: Plugin; stylesheet: () => string } {
  let stylesheet: string | undefined;
  const plugin: Plugin = {
    name: 'chardham:hindi-font',
    apply: 'build',
    async generateBundle() {
      const woff2 = await devanagariWoff2();
      const font = `assets/noto-sans-devanagari-${hash8(woff2)}.woff2`;
      this.emitFile({ type: 'asset', fileName: font, source: woff2 });
      const family = '"Noto Sans Devanagari Web"';
      // Latin letters keep the site's own fonts (unicode-range); headings keep their serif for them.
      const css = [
        `@font-face{font-family:${family};src:local("Noto Sans Devanagari Regular"),local("Noto Sans Devanagari"),local("NotoSansDevanagari-Regular"),url(/${font}) format("woff2");font-display:swap;unicode-range:${devanagariRange}}`,
        `html[lang=hi] body{font-family:${family},var(--font-sans)}`,
        `html[lang=hi] :is(h1,h2,h3,h4){font-family:${family},var(--font-serif)}`,
        '',
      ].join('\n');
      stylesheet = `/assets/hindi-${hash8(css)}.css`;
      this.emitFile({ type: 'asset', fileName: stylesheet.slice(1), source: css });
    },
  };
  return {
    plugin,
    stylesheet: () => {
      if (!stylesheet) throw new Error('the Hindi font stylesheet is written by the client build first');
      return stylesheet;
    },
  };
}
