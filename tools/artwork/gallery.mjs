// Twenty small gallery scenes (1600x1200, rendered small): variations on the yatra's landscapes.

import {
  birds,
  clouds,
  flowers,
  forest,
  hills,
  mist,
  mountain,
  palettes,
  prayerFlags,
  ridgeSurface,
  river,
  sky,
  stars,
  sun,
} from './nature.mjs';
import { range } from './scenes.mjs';
import {
  ghat,
  house,
  lamps,
  paintedTemple,
  rocks,
  shrine,
  slabBridge,
  steam,
  stoneTemple,
} from './structures.mjs';

const H = 1200;

function backdrop(c, p, peaks, { sunAt, night = false, snowline = 520, base = 720 } = {}) {
  sky(c, p);
  if (night) stars(c, { count: 160, maxY: 0.5 });
  if (sunAt) sun(c, p, sunAt);
  else clouds(c, { y: 220, opacity: 0.4, color: p.glow });
  const main = range(c, p, { peaks, base, snowline });
  mist(c, { y: base + 10, color: p.glow, opacity: 0.22, height: 180 });
  return main;
}

const foregrounds = {
  temple(c, _p) {
    const g = ridgeSurface(c, { base: 1040, rough: 6, peaks: [{ x: 200, w: 500, h: 120 }] });
    mountain(c, g, { top: '#555a66', bottom: '#24262f', shadowOpacity: 0.1 });
    stoneTemple(c, { x: 900, y: 1090, s: 1.7, stone: ['#a39b90', '#56504a'] });
  },
  painted(c) {
    const g = hills(c, { base: 980, amp: 30, top: '#6a6a58', bottom: '#35342b' });
    paintedTemple(c, { x: 800, y: g.at(800) + 60, s: 1.6 });
  },
  river(c) {
    const g = hills(c, { base: 900, amp: 50, top: '#3e5a43', bottom: '#1e3326' });
    forest(c, g, { color: '#163021', density: 0.05, min: 50, max: 100 });
    river(c, { fromX: 820, fromY: 900, toX: 760, width: 1100, color: '#a9d2e3', deep: '#3f7590' });
    rocks(c, { y0: 980, y1: H, count: 14 });
  },
  meadow(c) {
    const g = ridgeSurface(c, { base: 960, rough: 8, peaks: [{ x: 1000, w: 900, h: 160, sharp: 2 }] });
    mountain(c, g, { top: '#7d8f45', bottom: '#33461f', shadowOpacity: 0.06 });
    flowers(c, { y0: 920, y1: H, count: 220 });
    shrine(c, { x: 1050, y: g.at(1050) + 20, s: 0.8 });
  },
  village(c) {
    const g = hills(c, { base: 940, amp: 40, top: '#8d8a58', bottom: '#55532f' });
    for (const [i, x] of [260, 420, 560, 1040, 1200, 1340].entries()) {
      house(c, { x, y: g.at(x) + 60 + (i % 2) * 40, s: 1.5 });
    }
    prayerFlags(c, { x0: 600, y0: 900, x1: 1000, y1: 880, sag: 30 });
  },
  ghat(c) {
    ghat(c, { x0: 200, x1: 1600, top: 860, bottom: 980, stone: '#6b4f4b', edge: '#4d3838' });
    c.add(`<rect x="0" y="970" width="1600" height="${H - 970}" fill="#3b2a4a"/>`);
    lamps(c, { y0: 990, y1: H - 10, count: 60 });
  },
  bridge(c) {
    const g = hills(c, { base: 900, amp: 40, top: '#5d6a5a', bottom: '#2c3529' });
    river(c, { fromX: 800, fromY: 900, toX: 800, width: 800, bend: 40, color: '#d6ecf3', deep: '#5b8da6' });
    slabBridge(c, { x: 800, y: 1010, w: 460 });
    rocks(c, { y0: 1040, y1: H, count: 10, color: '#5e5850' });
    forest(c, g, { x0: 0, x1: 500, color: '#1c2a1c' });
  },
  trek(c) {
    const g = ridgeSurface(c, { base: 1000, rough: 10, peaks: [{ x: 0, w: 900, h: 260 }] });
    mountain(c, g, { top: '#5f6b55', bottom: '#2a3326', shadowOpacity: 0.1 });
    c.add(
      `<path d="M1600,1130 C1200,1120 1000,1020 700,990 C500,970 300,930 120,860" fill="none" stroke="#c8b79a" stroke-width="16" stroke-linecap="round" opacity="0.85"/>`,
    );
    prayerFlags(c, { x0: 300, y0: 880, x1: 760, y1: 930, sag: 24 });
  },
  spring(c) {
    const g = ridgeSurface(c, { base: 1000, rough: 12, peaks: [{ x: 1600, w: 800, h: 420 }] });
    mountain(c, g, { top: '#4c6a4f', bottom: '#1d3324', shadowOpacity: 0.1, light: 'right' });
    forest(c, g, { x0: 900, x1: 1600, color: '#18301f', min: 50, max: 100, density: 0.07 });
    shrine(c, { x: 600, y: 1080, s: 1.3, roof: '#c0392b' });
    steam(c, { x: 380, y: 1080, height: 220 });
  },
  forest(c) {
    const g = hills(c, { base: 930, amp: 60, top: '#34513b', bottom: '#152619' });
    forest(c, g, { color: '#10241a', density: 0.09, min: 70, max: 150 });
    birds(c, { x: 800, y: 360, color: '#2b2b3a' });
  },
};

/** [palette, foreground, peaks, title] — written as the company's gallery captions. */
const plan = [
  ['dawn', 'temple', [[800, 520, 500]], 'Kedarnath temple in the blue hour before the morning aarti'],
  [
    'morning',
    'river',
    [
      [600, 380, 460],
      [1200, 300, 380],
    ],
    'The Mandakini valley on the drive from Guptkashi to Sonprayag',
  ],
  ['golden', 'painted', [[1000, 340, 560]], 'Badrinath temple in the last of the evening sun'],
  ['dusk', 'ghat', [], 'Diyas floating past the steps of Har Ki Pauri'],
  [
    'morning',
    'village',
    [
      [500, 400, 480],
      [1200, 380, 500],
    ],
    'Slate roofs of Mana, the last village before Tibet',
  ],
  [
    'golden',
    'meadow',
    [
      [700, 300, 400],
      [1300, 260, 360],
    ],
    'Buransh-dotted meadows on the trail to Tungnath',
  ],
  ['morning', 'bridge', [[800, 420, 500]], 'Bhim Pul, the stone bridge over the Saraswati at Mana'],
  ['dawn', 'trek', [[1100, 400, 520]], 'Pilgrims on the 17 km path from Gaurikund to Kedarnath'],
  ['morning', 'spring', [[700, 320, 480]], 'Steam rising from Surya Kund at Yamunotri'],
  ['golden', 'forest', [[800, 360, 440]], 'Deodar forest above Harsil on the Gangotri road'],
  ['night', 'temple', [[700, 420, 480]], 'Kedarnath temple under a sky full of stars'],
  ['dawn', 'river', [[800, 360, 520]], 'Morning mist where the Bhagirathi leaves Gangotri'],
  [
    'morning',
    'meadow',
    [
      [500, 340, 420],
      [1150, 320, 460],
    ],
    'Chopta meadows with the Chaukhamba range beyond',
  ],
  ['dusk', 'village', [[800, 420, 440]], 'Evening smoke over a Garhwali village near Barkot'],
  ['golden', 'trek', [[500, 320, 480]], 'The steep last stretch of the trek to Yamunotri'],
  [
    'morning',
    'painted',
    [
      [1100, 320, 560],
      [400, 300, 360],
    ],
    'Neelkanth peak standing guard over Badrinath',
  ],
  ['dusk', 'river', [[700, 300, 420]], 'Devprayag, where the Alaknanda and Bhagirathi become the Ganga'],
  ['night', 'meadow', [[900, 380, 460]], 'A clear night at Chandrashila, above Tungnath'],
  ['dawn', 'forest', [[900, 380, 500]], 'Sunrise through the pines at Kharsali, the winter home of Yamuna'],
  ['golden', 'ghat', [], 'Devotees at the Uttarkashi ghats after the evening prayers'],
];

export const galleryScenes = Object.fromEntries(
  plan.map(([palette, fg, peaks, title], i) => [
    `gallery-${String(i + 1).padStart(2, '0')}`,
    {
      title,
      height: H,
      draw(c) {
        const p = palettes[palette];
        const sunAt =
          palette === 'golden' || palette === 'dusk'
            ? { x: 300 + ((i * 280) % 1000), y: 520, r: 38 }
            : palette === 'night'
              ? { x: 1250, y: 220, r: 28 }
              : undefined;
        if (peaks.length)
          backdrop(
            c,
            p,
            peaks.map(([x, w, h]) => ({ x, w, h })),
            { sunAt, night: palette === 'night' },
          );
        else {
          sky(c, p);
          if (sunAt) sun(c, p, sunAt);
          hills(c, { base: 760, amp: 60, top: '#3b2c4a', bottom: '#2b2038' });
        }
        foregrounds[fg](c, p);
      },
    },
  ]),
);
