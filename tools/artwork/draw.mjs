// Draws the site's original artwork into shared/src/artwork/. Run after changing a scene:
//   node tools/artwork/draw.mjs
// The SVGs are committed; the image pipeline turns them into AVIF/WebP at build time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from './canvas.mjs';
import { galleryScenes } from './gallery.mjs';
import { heroScenes, scenes } from './scenes.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../shared/src/artwork');

const groups = [
  ['scenes', scenes],
  ['hero', heroScenes],
  ['gallery', galleryScenes],
];

let seed = 7;
for (const [folder, list] of groups) {
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
