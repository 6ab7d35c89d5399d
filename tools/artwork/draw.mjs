// Draws the site's original artwork: the destination scenes into shared/src/artwork/ (the landing
// page and the packages slice show them), the hero slides and gallery into mfe-marketing/src/artwork/
// (only the landing page shows them). Run after changing a scene:
//   node tools/artwork/draw.mjs
// The SVGs are committed; the image pipeline turns them into AVIF/WebP at build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from './canvas.mjs';
import { galleryScenes } from './gallery.mjs';
import { heroScenes, scenes } from './scenes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const shared = join(root, 'shared/src/artwork');
const landing = join(root, 'mfe-marketing/src/artwork');

const groups = [
  [shared, 'scenes', scenes],
  [landing, 'hero', heroScenes],
  [landing, 'gallery', galleryScenes],
];

let seed = 7;
for (const [out, folder, list] of groups) {
  mkdirSync(join(out, folder), { recursive: true });
  for (const [name, scene] of Object.entries(list)) {
    const canvas = createCanvas({
      width: 1600,
      height: scene.height ?? 1000,
      seed: seed++ * 7919,
      title: scene.title,
    });
    scene.draw(canvas);
    writeFileSync(join(out, folder, `${name}.svg`), canvas.toString());
  }
  console.log(`drew ${Object.keys(list).length} ${folder}`);
}
