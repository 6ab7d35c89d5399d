// The site's scenes: one per artwork key (shared/src/schemas/artwork.ts) and four hero slides.
// Each is a function of a canvas; the same seed always draws the same picture.
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
import {
  clockTower,
  ghat,
  house,
  lamps,
  paintedTemple,
  rocks,
  shrine,
  steam,
  stoneTemple,
} from './structures.mjs';

/** The high snow range shared by most scenes: far hazy ridge, main massif, nearer dark ridge. */
export function range(
  c,
  p,
  { peaks, base = 600, snowline = 420, near = '#27364f', far = true, light = 'left' },
) {
  if (far) {
    const back = ridgeSurface(c, {
      base: base - 120,
      peaks: peaks.map((pk) => ({ x: pk.x + c.rand.range(-220, 220), w: pk.w * 0.8, h: pk.h * 0.55 })),
      rough: 10,
    });
    mountain(c, back, {
      top: p.haze,
      bottom: p.haze,
      snow: '#e6ecf5',
      snowline: snowline - 40,
      shadowOpacity: 0.12,
      light,
    });
  }
  const main = ridgeSurface(c, { base, peaks, rough: 12 });
  mountain(c, main, { top: '#8796b3', bottom: near, snow: '#cfd9ea', snowline, light });
  return main;
}

export const scenes = {
  chardham: {
    title: 'Snow peaks of the Garhwal Himalaya above a stone temple, with prayer flags, at golden hour',
    draw(c) {
      const p = palettes.golden;
      sky(c, p);
      sun(c, p, { x: 1180, y: 300, r: 40 });
      clouds(c, { y: 220, color: '#ffe2c0', opacity: 0.45 });
      range(c, p, {
        peaks: [
          { x: 260, w: 300, h: 300 },
          { x: 720, w: 380, h: 400 },
          { x: 1250, w: 320, h: 330 },
        ],
        base: 640,
        snowline: 420,
      });
      mist(c, { y: 650, color: '#ffe4c4', opacity: 0.5 });
      const near = hills(c, { base: 800, amp: 70, top: '#3d4a3a', bottom: '#1e2620' });
      forest(c, near, { x0: 0, x1: 500, color: '#1b261d' });
      forest(c, near, { x0: 1150, x1: 1600, color: '#1b261d' });
      stoneTemple(c, { x: 820, y: near.at(820) + 30, s: 1.15, stone: ['#b5a48e', '#5b4e42'] });
      prayerFlags(c, { x0: 40, y0: 700, x1: 560, y1: 760, sag: 30 });
      birds(c, { x: 480, y: 260, color: '#3a2a2a' });
    },
  },
  kedarnath: {
    title: 'The stone Kedarnath temple beneath the snow-covered Kedar massif at dawn',
    draw(c) {
      const p = palettes.dawn;
      sky(c, p);
      stars(c, { count: 40, maxY: 0.25 });
      range(c, p, {
        peaks: [
          { x: 780, w: 520, h: 470 },
          { x: 300, w: 300, h: 300 },
          { x: 1300, w: 320, h: 360 },
        ],
        base: 700,
        snowline: 520,
      });
      mist(c, { y: 700, color: '#f3d9e0', opacity: 0.55 });
      const ground = ridgeSurface(c, {
        base: 860,
        rough: 6,
        peaks: [
          { x: 100, w: 400, h: 90 },
          { x: 1550, w: 400, h: 110 },
        ],
      });
      mountain(c, ground, { top: '#5a5d6e', bottom: '#2b2d38', shadowOpacity: 0.15 });
      stoneTemple(c, { x: 800, y: 900, s: 1.55, stone: ['#b3aca3', '#5f5a55'] });
      prayerFlags(c, { x0: 200, y0: 760, x1: 640, y1: 800, sag: 26 });
    },
  },
  badrinath: {
    title: 'The painted gateway of Badrinath temple on the Alaknanda, with Neelkanth peak behind',
    draw(c) {
      const p = palettes.morning;
      sky(c, p);
      clouds(c, { y: 180, opacity: 0.6 });
      range(c, p, {
        peaks: [
          { x: 1050, w: 330, h: 520, sharp: 1.05 },
          { x: 420, w: 360, h: 320 },
        ],
        base: 650,
        snowline: 470,
        near: '#3b4b63',
      });
      mist(c, { y: 660, opacity: 0.4 });
      const bank = hills(c, { base: 790, amp: 40, top: '#6a7060', bottom: '#3e4236' });
      forest(c, bank, { x0: 0, x1: 380, color: '#2c3a2c', density: 0.04 });
      paintedTemple(c, { x: 620, y: bank.at(620) + 40, s: 1.3 });
      house(c, { x: 1060, y: bank.at(1060) + 20, s: 1.1, wall: '#d8c7a8' });
      house(c, { x: 1200, y: bank.at(1200) + 20, s: 1, wall: '#c9b38e' });
      river(c, {
        fromX: 1450,
        fromY: 830,
        toX: 1100,
        width: 1300,
        bend: 60,
        color: '#8fc1d9',
        deep: '#3f7594',
      });
    },
  },
  gangotri: {
    title: 'The Bhagirathi river rushing past boulders and deodars below the white Gangotri temple',
    draw(c) {
      const p = palettes.morning;
      sky(c, p);
      range(c, p, {
        peaks: [
          { x: 800, w: 360, h: 430 },
          { x: 1320, w: 260, h: 300 },
        ],
        base: 560,
        snowline: 400,
      });
      const left = ridgeSurface(c, { base: 700, rough: 10, peaks: [{ x: 0, w: 620, h: 380 }] });
      mountain(c, left, { top: '#3f5a45', bottom: '#1f3326', shadowOpacity: 0.1 });
      forest(c, left, { x0: 0, x1: 560, color: '#173022', min: 40, max: 90, density: 0.06 });
      const right = ridgeSurface(c, { base: 720, rough: 10, peaks: [{ x: 1600, w: 600, h: 360 }] });
      mountain(c, right, { top: '#405c46', bottom: '#20352a', shadowOpacity: 0.1, light: 'right' });
      forest(c, right, { x0: 1080, x1: 1600, color: '#173022', min: 40, max: 90, density: 0.06 });
      shrine(c, { x: 1180, y: right.at(1180) + 24, s: 1.05 });
      river(c, {
        fromX: 800,
        fromY: 700,
        toX: 700,
        width: 900,
        bend: 120,
        color: '#b5d7e6',
        deep: '#4b7f9a',
      });
      rocks(c, { y0: 780, y1: 990, count: 16, color: '#6d7175' });
    },
  },
  yamunotri: {
    title: 'Steam from the hot springs beside the Yamunotri shrine in a forested gorge',
    draw(c) {
      const p = palettes.morning;
      sky(c, p);
      range(c, p, { peaks: [{ x: 760, w: 300, h: 420 }], base: 520, snowline: 370, far: false });
      const left = ridgeSurface(c, { base: 760, rough: 12, peaks: [{ x: 120, w: 720, h: 520 }] });
      mountain(c, left, { top: '#4c6a4f', bottom: '#1d3324', shadowOpacity: 0.1 });
      forest(c, left, { x0: 0, x1: 680, color: '#18301f', min: 50, max: 100, density: 0.07 });
      const right = ridgeSurface(c, { base: 780, rough: 12, peaks: [{ x: 1500, w: 720, h: 520 }] });
      mountain(c, right, { top: '#4e6b51', bottom: '#1e3526', shadowOpacity: 0.1, light: 'right' });
      forest(c, right, { x0: 900, x1: 1600, color: '#18301f', min: 50, max: 100, density: 0.07 });
      shrine(c, { x: 880, y: 860, s: 1.2, roof: '#c0392b' });
      steam(c, { x: 700, y: 850 });
      river(c, { fromX: 800, fromY: 880, toX: 800, width: 700, bend: 40, color: '#a7cfe0', deep: '#4a7d96' });
      rocks(c, { y0: 900, y1: 1000, count: 10 });
    },
  },
  tungnath: {
    title: 'The small stone Tungnath temple on an alpine meadow below Chandrashila at sunset',
    draw(c) {
      const p = palettes.dusk;
      sky(c, p);
      sun(c, p, { x: 320, y: 520, r: 34, glow: 6 });
      range(c, p, {
        peaks: [
          { x: 1100, w: 340, h: 360 },
          { x: 620, w: 280, h: 280 },
          { x: 1450, w: 200, h: 250 },
        ],
        base: 600,
        snowline: 470,
        near: '#3c2f4a',
        light: 'right',
      });
      const meadow = ridgeSurface(c, { base: 780, rough: 8, peaks: [{ x: 900, w: 700, h: 200, sharp: 2 }] });
      mountain(c, meadow, { top: '#6f7f3a', bottom: '#2f3f1d', shadowOpacity: 0.08 });
      flowers(c, { y0: 720, y1: 1000, count: 140, colors: ['#f5d547', '#f08fb0', '#ffffff'] });
      stoneTemple(c, { x: 900, y: meadow.at(900) + 24, s: 0.7, stone: ['#8f8072', '#4c4038'] });
      prayerFlags(c, { x0: 640, y0: 610, x1: 880, y1: 560, sag: 20 });
      birds(c, { x: 1200, y: 300, color: '#251a2f' });
    },
  },
  'mana-village': {
    title: 'Slate-roofed stone houses of Mana village on terraced fields below snow peaks',
    draw(c) {
      const p = palettes.morning;
      sky(c, p);
      clouds(c, { y: 160, opacity: 0.5 });
      range(c, p, {
        peaks: [
          { x: 450, w: 360, h: 420 },
          { x: 1150, w: 380, h: 440 },
        ],
        base: 620,
        snowline: 450,
        near: '#45546b',
      });
      const slope = hills(c, { base: 760, amp: 50, top: '#8a8a5a', bottom: '#5b5a38' });
      for (const [i, y] of [820, 880, 940].entries()) {
        const fill = ['#a3a05f', '#8f8c4f', '#7a773f'][i];
        c.add(`<path d="M0,${y} Q800,${y - 30} 1600,${y} V1000 H0 Z" fill="${fill}"/>`);
      }
      const xs = [240, 360, 470, 600, 1000, 1120, 1250, 1380];
      for (const [i, x] of xs.entries())
        house(c, { x, y: slope.at(x) + 40 + (i % 2) * 30, s: 1.1 + (i % 3) * 0.15 });
      prayerFlags(c, { x0: 640, y0: 760, x1: 980, y1: 740, sag: 24 });
    },
  },
  'dhari-devi': {
    title: 'Dhari Devi temple on its platform in the Alaknanda, between green hills',
    draw(c) {
      const p = palettes.golden;
      sky(c, p);
      sun(c, p, { x: 1250, y: 380, r: 36 });
      hills(c, { base: 560, amp: 80, top: '#7d8c6a', bottom: '#55654a' });
      mist(c, { y: 580, color: '#ffe0b0', opacity: 0.4 });
      const mid = hills(c, { base: 680, amp: 70, top: '#4e6b45', bottom: '#2f4a30' });
      forest(c, mid, { color: '#233a24', density: 0.05, min: 26, max: 50 });
      c.add('<rect x="0" y="700" width="1600" height="300" fill="url(#water)"/>');
      c.def(
        '<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a877"/><stop offset="0.4" stop-color="#5f8fa3"/><stop offset="1" stop-color="#2e5a70"/></linearGradient>',
      );
      c.add(
        '<g fill="#6d5a4a"><rect x="640" y="760" width="16" height="120"/><rect x="944" y="760" width="16" height="120"/><rect x="792" y="760" width="16" height="120"/></g>',
      );
      c.add('<rect x="600" y="740" width="400" height="28" fill="#b6a48f"/>');
      shrine(c, { x: 800, y: 742, s: 1.25, wall: '#f4ece0', roof: '#c0392b' });
      c.add(
        '<g fill="#ffffff" opacity="0.25"><rect x="560" y="900" width="480" height="6" rx="3"/><rect x="620" y="930" width="360" height="4" rx="2"/></g>',
      );
    },
  },
  haridwar: {
    title: 'Evening Ganga aarti at the Haridwar ghats, with lamps floating on the river',
    draw(c) {
      const p = palettes.dusk;
      sky(c, p);
      sun(c, p, { x: 400, y: 560, r: 30, glow: 7 });
      hills(c, { base: 560, amp: 50, top: '#3b2c4a', bottom: '#2b2038' });
      clockTower(c, { x: 1060, y: 700, s: 1.3 });
      c.add('<path d="M700,640 h620 v60 h-620 Z" fill="#2c1f2c"/>');
      for (const x of [720, 800, 880, 1180, 1260])
        c.add(`<path d="M${x},640 v-40 h40 v40 Z M${x - 6},600 h52 l-26,-22 Z" fill="#2c1f2c"/>`);
      ghat(c, { x0: 560, x1: 1600, top: 700, bottom: 790, stone: '#6b4f4b', edge: '#4d3838' });
      c.add('<rect x="0" y="780" width="1600" height="220" fill="url(#ganga)"/>');
      c.def(
        '<linearGradient id="ganga" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d36d4f"/><stop offset="0.5" stop-color="#5b3a5e"/><stop offset="1" stop-color="#241a35"/></linearGradient>',
      );
      lamps(c, { y0: 800, y1: 990, count: 46 });
      c.add(
        '<g fill="#1a1220">' +
          [620, 700, 760, 860, 940, 1340, 1420]
            .map(
              (x, i) =>
                `<circle cx="${x}" cy="${712 - (i % 2) * 6}" r="9"/><path d="M${x - 10},${722 - (i % 2) * 6} h20 v34 h-20 Z"/>`,
            )
            .join('') +
          '</g>',
      );
    },
  },
};

export const heroScenes = {
  'hero-1': {
    title: 'First light on the Kedarnath range, the temple waking below',
    draw(c) {
      const p = palettes.dawn;
      sky(c, p);
      stars(c, { count: 60, maxY: 0.3 });
      range(c, p, {
        peaks: [
          { x: 1000, w: 520, h: 480 },
          { x: 420, w: 340, h: 330 },
          { x: 1450, w: 260, h: 300 },
        ],
        base: 700,
        snowline: 500,
      });
      mist(c, { y: 720, color: '#f6d7dc', opacity: 0.6, height: 160 });
      const ground = ridgeSurface(c, { base: 880, rough: 6, peaks: [{ x: 0, w: 500, h: 100 }] });
      mountain(c, ground, { top: '#4c4f60', bottom: '#22242e', shadowOpacity: 0.1 });
      stoneTemple(c, { x: 1150, y: 910, s: 1.2, stone: ['#9c958c', '#4f4a45'] });
    },
  },
  'hero-2': {
    title: 'Lamps of the Ganga aarti drifting past the ghats of Haridwar at dusk',
    draw: (c) => scenes.haridwar.draw(c),
  },
  'hero-3': {
    title: 'Golden evening over the Badrinath valley and the Alaknanda',
    draw(c) {
      const p = palettes.golden;
      sky(c, p);
      sun(c, p, { x: 300, y: 420, r: 44 });
      clouds(c, { y: 260, color: '#ffd9a8', opacity: 0.5 });
      range(c, p, {
        peaks: [
          { x: 1150, w: 360, h: 520, sharp: 1.05 },
          { x: 600, w: 340, h: 340 },
        ],
        base: 660,
        snowline: 470,
        near: '#3f3a52',
      });
      mist(c, { y: 680, color: '#ffd9a8', opacity: 0.45 });
      const bank = hills(c, { base: 830, amp: 40, top: '#5d5a47', bottom: '#2f2d25' });
      forest(c, bank, { x0: 1200, x1: 1600, color: '#222a1f', density: 0.05 });
      paintedTemple(c, { x: 1000, y: bank.at(1000) + 40, s: 1 });
      river(c, {
        fromX: 300,
        fromY: 840,
        toX: 500,
        width: 1100,
        bend: 80,
        color: '#f0c48c',
        deep: '#6b5a6e',
      });
      birds(c, { x: 700, y: 300, color: '#3a2a2a' });
    },
  },
  'hero-4': {
    title: 'Stars over the Chopta meadows and the Chaukhamba range',
    draw(c) {
      const p = palettes.night;
      sky(c, p);
      stars(c, { count: 220, maxY: 0.6 });
      sun(c, p, { x: 1320, y: 200, r: 26, glow: 5 });
      range(c, p, {
        peaks: [
          { x: 500, w: 320, h: 400 },
          { x: 880, w: 300, h: 440 },
          { x: 1250, w: 260, h: 330 },
        ],
        base: 660,
        snowline: 480,
        near: '#1c2640',
      });
      const meadow = ridgeSurface(c, { base: 830, rough: 8, peaks: [{ x: 300, w: 700, h: 140, sharp: 2 }] });
      mountain(c, meadow, { top: '#2f3d2e', bottom: '#151d18', shadowOpacity: 0.05 });
      forest(c, meadow, { x0: 1100, x1: 1600, color: '#0d1510', density: 0.05, min: 40, max: 80 });
      shrine(c, {
        x: 420,
        y: meadow.at(420) + 20,
        s: 0.6,
        wall: '#9aa3b5',
        shade: '#6b7385',
        roof: '#7a3b33',
      });
      c.add(`<circle cx="395" cy="${Math.round(meadow.at(420) + 5)}" r="4" fill="#ffd27a"/>`);
    },
  },
};
