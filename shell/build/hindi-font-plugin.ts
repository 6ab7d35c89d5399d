/**
 * The Hindi pages' font (docs/decisions/073-hindi-edition.md): Noto Sans Devanagari, one WOFF2 per
 * weight (regular, and bold for headings, labels and buttons), and the rules that use them, which
 * the frames plugin appends to the shell's stylesheet in a copy that only Hindi frames link, so an
 * English page loads none of it. A phone that has the font already (most Android phones in India do) takes its
 * own copy (`local()`) and downloads nothing.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  type DevanagariWeight,
  devanagariFallbackFaces,
  devanagariMetrics,
  devanagariRange,
  devanagariWoff2,
} from '@chardham/build';
import type { Plugin } from 'vite';

const hash8 = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url').slice(0, 8);

/** Each weight's face: its local names (most Android phones in India have the font) and the weights it serves. */
const faces: { weight: DevanagariWeight; weights: string; local: string[] }[] = [
  {
    weight: 'regular',
    weights: '100 500',
    local: ['Noto Sans Devanagari Regular', 'Noto Sans Devanagari', 'NotoSansDevanagari-Regular'],
  },
  { weight: 'bold', weights: '600 900', local: ['Noto Sans Devanagari Bold', 'NotoSansDevanagari-Bold'] },
];

/** The site's sans stack, as the shared stylesheet declares it (`--font-sans`). */
async function siteSans(): Promise<string> {
  const file = createRequire(import.meta.url).resolve('@chardham/shared/ui/styles.css');
  const stack = /--font-sans:\s*([^;]+);/.exec(await readFile(file, 'utf8'))?.[1];
  if (!stack) throw new Error(`no --font-sans in ${file}`);
  return stack.trim();
}

const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

export function hindiFont(): { plugin: Plugin; css: () => string } {
  let files: { fonts: { fileName: string; woff2: Buffer }[]; css: string } | undefined;
  const prepare = async () => {
    if (files) return files;
    const family = '"Noto Sans Devanagari Web"';
    const fonts: { fileName: string; woff2: Buffer }[] = [];
    const rules: string[] = [];
    for (const face of faces) {
      const woff2 = await devanagariWoff2(face.weight);
      const fileName = `assets/noto-sans-devanagari-${face.weight}-${hash8(woff2)}.woff2`;
      fonts.push({ fileName, woff2 });
      // The face's own vertical metrics, stated: the same line box on every platform, whichever
      // of the file's tables the platform would read.
      const { ascent, descent, lineGap } = await devanagariMetrics(face.weight);
      const src = [...face.local.map((name) => `local("${name}")`), `url(/${fileName}) format("woff2")`].join(
        ',',
      );
      rules.push(
        `@font-face{font-family:${family};font-weight:${face.weights};src:${src};font-display:swap;unicode-range:${devanagariRange};ascent-override:${percent(ascent)};descent-override:${percent(descent)};line-gap-override:${percent(lineGap)}}`,
      );
    }
    // Until the font arrives, a computer without it paints with its own Devanagari font. The common
    // ones get a face of their own, as wide as the web font and with its line box, so the swap
    // moves nothing whatever the computer has (a phone with Noto takes it by name above).
    const fallbacks = await devanagariFallbackFaces();
    const fallbackFamily = (name: string) => `"Devanagari Fallback ${name}"`;
    for (const face of fallbacks) {
      const src = face.local.map((name) => `local("${name}")`).join(',');
      const weights = faces.find((f) => f.weight === face.weight)?.weights;
      rules.push(
        `@font-face{font-family:${fallbackFamily(face.family)};font-weight:${weights};src:${src};unicode-range:${devanagariRange};size-adjust:${percent(face.sizeAdjust)};ascent-override:${percent(face.ascent)};descent-override:${percent(face.descent)};line-gap-override:0%}`,
      );
    }
    const stack = [family, ...new Set(fallbacks.map((face) => fallbackFamily(face.family)))].join(',');
    // Everything on a Hindi page is set in the font, Latin letters in the site's sans
    // (unicode-range). The serif too: a serif heading's Devanagari would wait for the font in the
    // phone's serif Devanagari, a narrower face, and move what is beside it when the font came.
    const css = [
      ...rules,
      `html[lang=hi]{--font-sans:${stack},${await siteSans()};--font-serif:var(--font-sans)}`,
      '',
    ].join('\n');
    files = { fonts, css };
    return files;
  };
  const plugin: Plugin = {
    name: 'chardham:hindi-font',
    apply: 'build',
    // Known before the frames are written, whose stylesheet holds it (frames-plugin.ts).
    async buildStart() {
      await prepare();
    },
    async generateBundle() {
      const { fonts } = await prepare();
      for (const { fileName, woff2 } of fonts) this.emitFile({ type: 'asset', fileName, source: woff2 });
    },
  };
  return {
    plugin,
    css: () => {
      if (!files) throw new Error('the Hindi font rules are prepared by the client build first');
      return files.css;
    },
  };
}
