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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { fontFile, renderShareImage, SHARE_HEIGHT, SHARE_WIDTH, type ShareCard } from './render';

export type { ShareCard };
export interface ShareImagesOptions {
  cards: Readonly<Record<string, ShareCard>>;
  cacheDir?: string;
  /** Placeholder URLs, no rendering: the default under vitest. */
  stub?: boolean;
}

const VIRTUAL_ID = 'virtual:share-images';
const cacheVersion = 'v1';
const here = dirname(fileURLToPath(import.meta.url));
const defaultCacheDir = join(here, '../../node_modules/.cache/share-images');

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
  const stub = options.stub ?? Boolean(process.env.VITEST);
  // A path inside the cache folder, so the module's imports of the images are plain relative ones.
  const moduleId = join(cacheDir, 'share-images.js');
  return {
    name: 'chardham:share-images',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? moduleId : null;
    },
    async load(id) {
      if (id !== moduleId) return null;
      const names = Object.keys(options.cards);
      const size = `width: ${SHARE_WIDTH}, height: ${SHARE_HEIGHT}`;
      if (stub) {
        const fields = names.map(
          (name) =>
            `${JSON.stringify(name)}: { url: ${JSON.stringify(`/share/${name}.jpg`)}, ${size}, alt: ${JSON.stringify(options.cards[name]?.alt)} }`,
        );
        return `export default { ${fields.join(', ')} };\n`;
      }
      await mkdir(cacheDir, { recursive: true });
      const imports: string[] = [];
      const fields: string[] = [];
      for (const [i, name] of names.entries()) {
        const card = options.cards[name] as ShareCard;
        this.addWatchFile(card.scene);
        const file = await cardFile(name, card, cacheDir);
        imports.push(
          `import u${i} from ${JSON.stringify(`./${file.slice(cacheDir.length + 1)}?no-inline`)};`,
        );
        fields.push(`${JSON.stringify(name)}: { url: u${i}, ${size}, alt: ${JSON.stringify(card.alt)} }`);
      }
      return `${imports.join('\n')}\nexport default { ${fields.join(', ')} };\n`;
    },
  };
}

/** For unit tests, which do not know a slice's cards: any name is a placeholder image. */
export function shareImagesStub(): Plugin {
  const moduleId = '\0share-images-stub';
  return {
    name: 'chardham:share-images-stub',
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ID ? moduleId : null),
    load: (id) =>
      id === moduleId
        ? `export default new Proxy({}, { get: (_, name) => typeof name === 'string' ? { url: '/share/' + name + '.jpg', width: ${SHARE_WIDTH}, height: ${SHARE_HEIGHT}, alt: 'Share image of ' + name } : undefined });\n`
        : null,
  };
}
