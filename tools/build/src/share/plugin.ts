/**
 * Vite plugin: `import shareImages from 'virtual:share-images'` gives each of the slice's share cards
 * as a built image: `{ url, width, height, alt }` by name. The JPEGs are rendered once per card (cached
 * on disk by content) and imported back as ordinary assets, like the responsive images: Vite names
 * and hashes them, and resolves them against wherever the slice's release is deployed (the server
 * render writes them with the slice's base token).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { fontFile, renderShareImage, SHARE_HEIGHT, SHARE_WIDTH, type ShareCard } from './render';

export type { ShareCard };
export interface ShareImagesOptions {
  cards: Readonly<Record<string, ShareCard>>;
  cacheDir?: string;
}

const VIRTUAL_ID = 'virtual:share-images';
const STUB_ID = '\0share-images-stub';
const cacheVersion = 'v1';
const here = dirname(fileURLToPath(import.meta.url));
// Outside node_modules: the dev server would take the module for a dependency to pre-bundle.
const defaultCacheDir = join(here, '../../.cache/share-images');

async function cardFile(name: string, card: ShareCard, cacheDir: string): Promise<string> {
  const hash = createHash('sha256')
    .update(cacheVersion)
    .update(JSON.stringify(card))
    .update(await readFile(card.scene))
    .update(await readFile(fontFile))
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `${name}-${hash}.jpg`);
  if (!existsSync(file)) {
    const image = await renderShareImage(card);
    // Written whole and renamed: a parallel build never reads half an image.
    await writeFile(`${file}.${process.pid}.tmp`, image);
    await rename(`${file}.${process.pid}.tmp`, file);
  }
  return file;
}

export function shareImages(options: ShareImagesOptions): Plugin {
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  const names = Object.keys(options.cards);
  const size = `width: ${SHARE_WIDTH}, height: ${SHARE_HEIGHT}`;
  // The module is a real file beside the pictures, written before anything reads it: the dev
  // server's dependency scan reads files, not plugins, and its imports of the pictures are then
  // plain relative ones.
  const moduleFile = join(
    cacheDir,
    `share-images-${createHash('sha256').update(JSON.stringify(options.cards)).digest('hex').slice(0, 12)}.js`,
  );
  return {
    name: 'chardham:share-images',
    enforce: 'pre',
    async config() {
      await mkdir(cacheDir, { recursive: true });
      const imports: string[] = [];
      const fields: string[] = [];
      for (const [i, name] of names.entries()) {
        const card = options.cards[name] as ShareCard;
        const file = await cardFile(name, card, cacheDir);
        imports.push(`import u${i} from ${JSON.stringify(`./${basename(file)}?no-inline`)};`);
        fields.push(`${JSON.stringify(name)}: { url: u${i}, ${size}, alt: ${JSON.stringify(card.alt)} }`);
      }
      const code = `${imports.join('\n')}\nexport default { ${fields.join(', ')} };\n`;
      await writeFile(`${moduleFile}.${process.pid}.tmp`, code);
      await rename(`${moduleFile}.${process.pid}.tmp`, moduleFile);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? moduleFile : null),
  };
}

/** For unit tests (no rendering), which do not know a slice's cards: any name is a placeholder image. */
export function shareImagesStub(): Plugin {
  return {
    name: 'chardham:share-images-stub',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ID ? STUB_ID : null),
    load: (id) =>
      id === STUB_ID
        ? `export default new Proxy({}, { get: (_, name) => typeof name === 'string' ? { url: '/share/' + name + '.jpg', width: ${SHARE_WIDTH}, height: ${SHARE_HEIGHT}, alt: 'Share image of ' + name } : undefined });\n`
        : null,
  };
}
