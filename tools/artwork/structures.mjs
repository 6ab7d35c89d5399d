// Temples, houses, ghats and lamps, drawn in local units around a base point (x, y) at a scale s.
import { r1 } from './canvas.mjs';

const at = (x, y, s) => `transform="translate(${r1(x)},${r1(y)}) scale(${s})"`;

/** A stone Nagara temple in the manner of Kedarnath: curved shikhara, pyramid-roofed hall, flag. */
export function stoneTemple(
  c,
  { x, y, s = 1, stone = ['#a59d92', '#5d574f'], lit = '#ffd48a', flag = true },
) {
  const body = c.linear([
    [0, stone[0]],
    [1, stone[1]],
  ]);
  const face = c.linear(
    [
      [0, stone[0]],
      [0.55, stone[0]],
      [0.56, stone[1]],
      [1, stone[1]],
    ],
    { x2: 1, y2: 0 },
  );
  const bands = [-140, -160, -180, -200, -218]
    .map((by) => `M${-42 + (by + 120) * -0.05},${by} H${68 - (by + 120) * -0.05}`)
    .join(' ');
  c.add(`<g ${at(x, y, s)}>
<rect x="-125" y="-22" width="250" height="22" fill="${stone[1]}"/>
<rect x="-118" y="-34" width="236" height="14" fill="${stone[0]}"/>
<path d="M-46,-120 C-42,-190 -8,-236 12,-250 C32,-236 66,-190 70,-120 Z" fill="${face}"/>
<path d="${bands}" stroke="${stone[1]}" stroke-width="3" opacity="0.55"/>
<ellipse cx="12" cy="-252" rx="17" ry="7" fill="${stone[1]}"/>
<path d="M6,-258 Q12,-282 18,-258 Z" fill="#e0a526"/>
<rect x="-40" y="-122" width="106" height="90" fill="${body}"/>
<rect x="-110" y="-96" width="72" height="64" fill="${body}"/>
<path d="M-120,-94 L-74,-146 L-28,-94 Z" fill="${stone[1]}"/>
<path d="M-92,-34 V-66 Q-74,-84 -56,-66 V-34 Z" fill="#2a211c"/>
<path d="M-86,-34 V-62 Q-74,-74 -62,-62 V-34 Z" fill="${lit}" opacity="0.85"/>
${flag ? '<path d="M12,-280 V-330" stroke="#4a3b30" stroke-width="2.5"/><path d="M12,-330 L52,-318 L12,-306 Z" fill="#e8641c"/>' : ''}
</g>`);
}

/** Badrinath's bright painted gateway with gilded tiers on top. */
export function paintedTemple(c, { x, y, s = 1 }) {
  const gold = c.linear([
    [0, '#ffe08a'],
    [1, '#c98a12'],
  ]);
  c.add(`<g ${at(x, y, s)}>
<rect x="-130" y="-18" width="260" height="18" fill="#7a6a5c"/>
<rect x="-100" y="-150" width="200" height="132" fill="#d8432b"/>
<rect x="-100" y="-150" width="200" height="14" fill="#2a7f9e"/>
<rect x="-100" y="-70" width="200" height="10" fill="#f2c14e"/>
<rect x="-100" y="-112" width="200" height="8" fill="#2f8f5b"/>
<rect x="-140" y="-118" width="40" height="100" fill="#e8b04a"/>
<rect x="100" y="-118" width="40" height="100" fill="#e8b04a"/>
<path d="M-146,-118 L-120,-146 L-94,-118 Z M94,-118 L120,-146 L146,-118 Z" fill="${gold}"/>
<path d="M-38,-18 V-96 Q0,-140 38,-96 V-18 Z" fill="#f2c14e"/>
<path d="M-28,-18 V-92 Q0,-124 28,-92 V-18 Z" fill="#3b1f1a"/>
<path d="M-84,-150 L84,-150 L62,-176 L-62,-176 Z" fill="${gold}"/>
<path d="M-58,-176 L58,-176 L40,-200 L-40,-200 Z" fill="${gold}"/>
<path d="M-36,-200 L36,-200 L20,-222 L-20,-222 Z" fill="${gold}"/>
<path d="M-8,-222 Q0,-250 8,-222 Z" fill="${gold}"/>
<circle cx="-70" cy="-128" r="9" fill="#f2c14e"/><circle cx="70" cy="-128" r="9" fill="#f2c14e"/>
</g>`);
}

/** A small white-washed shrine (Gangotri, Yamunotri, Tungnath, Dhari Devi). */
export function shrine(c, { x, y, s = 1, wall = '#f1ebe0', roof = '#b8503a', shade = '#c9bfb0' }) {
  c.add(`<g ${at(x, y, s)}>
<rect x="-70" y="-16" width="140" height="16" fill="${shade}"/>
<rect x="-50" y="-86" width="100" height="70" fill="${wall}"/>
<rect x="-50" y="-86" width="100" height="8" fill="${roof}"/>
<path d="M-40,-86 C-36,-130 -10,-160 0,-168 C10,-160 36,-130 40,-86 Z" fill="${wall}"/>
<path d="M0,-168 C10,-160 36,-130 40,-86 H8 Z" fill="${shade}" opacity="0.7"/>
<path d="M-4,-168 Q0,-188 4,-168 Z" fill="#d9a21b"/>
<path d="M-14,-16 V-46 Q0,-62 14,-46 V-16 Z" fill="#3b2a22"/>
<path d="M0,-188 V-226" stroke="#4a3b30" stroke-width="2"/><path d="M0,-226 L30,-217 L0,-208 Z" fill="#e8641c"/>
</g>`);
}

/** A Garhwali stone house with a slate roof and carved wooden windows. */
export function house(c, { x, y, s = 1, wall = '#9c8a76', wood = '#6b4226', roof = '#5b6270' }) {
  c.add(`<g ${at(x, y, s)}>
<rect x="-40" y="-52" width="80" height="52" fill="${wall}"/>
<rect x="-40" y="-30" width="80" height="4" fill="${wood}"/>
<path d="M-50,-50 L0,-84 L50,-50 Z" fill="${roof}"/>
<path d="M0,-84 L50,-50 H30 Z" fill="#3c414c" opacity="0.6"/>
<rect x="-26" y="-22" width="14" height="22" fill="${wood}"/>
<rect x="6" y="-46" width="18" height="12" fill="#f3d08a" opacity="0.9"/>
</g>`);
}

/** Terraced ghat steps down to the water, with a railing of posts. */
export function ghat(c, { x0, x1, top, bottom, stone = '#b9a48c', edge = '#8a7560', steps = 7 }) {
  const rows = [];
  const h = (bottom - top) / steps;
  for (let i = 0; i < steps; i++) {
    const inset = i * 10;
    rows.push(
      `<rect x="${r1(x0 + inset)}" y="${r1(top + i * h)}" width="${r1(x1 - x0 - inset * 2)}" height="${r1(h + 1)}" fill="${i % 2 ? stone : edge}"/>`,
    );
  }
  c.add(`<g>${rows.join('')}</g>`);
}

/** Har Ki Pauri's clock tower. */
export function clockTower(c, { x, y, s = 1, color = '#3a2a35', face = '#ffe7b0' }) {
  c.add(`<g ${at(x, y, s)} fill="${color}">
<rect x="-22" y="-200" width="44" height="200"/>
<rect x="-28" y="-210" width="56" height="14"/>
<path d="M-24,-210 L0,-262 L24,-210 Z"/>
<circle cx="0" cy="-172" r="13" fill="${face}"/>
<rect x="-30" y="-12" width="60" height="12"/>
</g>`);
}

/** Floating diyas: warm points with halos on the water. */
export function lamps(c, { y0, y1, count = 40, x0 = 0, x1 = c.width }) {
  const halo = c.radial([
    [0, '#ffd27a', 0.9],
    [0.4, '#ff9f43', 0.35],
    [1, '#ff9f43', 0],
  ]);
  const marks = [];
  for (let i = 0; i < count; i++) {
    const t = c.rand();
    const x = c.rand.range(x0, x1);
    const y = y0 + (y1 - y0) * t;
    const r = 2 + t * 6;
    marks.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 5)}" fill="${halo}"/>`);
    marks.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#fff1c4"/>`);
  }
  c.add(`<g>${marks.join('')}</g>`);
}

/** Boulders in a stream bed. */
export function rocks(c, { y0, y1, count = 12, color = '#6b6f73', x0 = 0, x1 = c.width }) {
  const marks = [];
  for (let i = 0; i < count; i++) {
    const t = c.rand();
    const x = c.rand.range(x0, x1);
    const y = y0 + (y1 - y0) * t;
    const w = 14 + t * 70;
    marks.push(
      `<path d="M${r1(x - w)},${r1(y)} Q${r1(x - w * 0.8)},${r1(y - w * 0.6)} ${r1(x)},${r1(y - w * 0.55)} Q${r1(x + w * 0.9)},${r1(y - w * 0.5)} ${r1(x + w)},${r1(y)} Z" fill="${color}"/>`,
    );
  }
  c.add(`<g>${marks.join('')}</g>`);
}

/** Rising steam from the hot springs at Yamunotri. */
export function steam(c, { x, y, height = 160 }) {
  const blur = c.blur(10);
  const puffs = [];
  for (let i = 0; i < 7; i++) {
    puffs.push(
      `<ellipse cx="${r1(x + c.rand.range(-30, 30))}" cy="${r1(y - (i * height) / 7)}" rx="${r1(24 + i * 8)}" ry="${r1(14 + i * 4)}"/>`,
    );
  }
  c.add(`<g fill="#ffffff" opacity="0.45" filter="${blur}">${puffs.join('')}</g>`);
}

/** A stone slab bridge over a stream (Bhim Pul). */
export function slabBridge(c, { x, y, w = 220, color = '#7d7264' }) {
  c.add(
    `<path d="M${x - w / 2},${y} Q${x},${y - 26} ${x + w / 2},${y} L${x + w / 2},${y + 28} Q${x},${y + 4} ${x - w / 2},${y + 28} Z" fill="${color}"/>`,
  );
}
