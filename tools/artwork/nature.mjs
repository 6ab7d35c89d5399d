// Sky, light, mountains, mist, water, trees and meadows: the landscape every scene is built from.
import { r1 } from './canvas.mjs';

/** Times of day: sky stops top to bottom, the sun's colour, and the haze used for far ridges. */
export const palettes = {
  dawn: {
    sky: ['#1f2f5c', '#6b5b95', '#e8a0a0', '#ffd6a0'],
    sun: '#fff1cc',
    haze: '#c9b6d3',
    glow: '#ffc98a',
  },
  morning: {
    sky: ['#3d7cc9', '#7fb2e5', '#cfe4f5', '#eef5fb'],
    sun: '#fffbe8',
    haze: '#b9d0e6',
    glow: '#fff4d6',
  },
  golden: {
    sky: ['#2c4a7a', '#c9785a', '#f2b266', '#fde2a7'],
    sun: '#fff0c2',
    haze: '#d8a98a',
    glow: '#ffc773',
  },
  dusk: {
    sky: ['#141a3a', '#4a2c5e', '#b0475c', '#f08a4b'],
    sun: '#ffd08a',
    haze: '#7d5673',
    glow: '#ff9c5b',
  },
  night: {
    sky: ['#050a1f', '#0e1a3d', '#1f3563', '#35507f'],
    sun: '#f4f1e0',
    haze: '#2f4468',
    glow: '#9fb6e0',
  },
};

export function sky(c, p) {
  const fill = c.linear(p.sky.map((color, i) => [i / (p.sky.length - 1), color]));
  c.add(`<rect width="${c.width}" height="${c.height}" fill="${fill}"/>`);
}

/** A sun or moon with a wide soft glow. */
export function sun(c, p, { x, y, r = 46, glow = 5 }) {
  const halo = c.radial([
    [0, p.glow, 0.65],
    [0.35, p.glow, 0.2],
    [1, p.glow, 0],
  ]);
  c.add(`<circle cx="${x}" cy="${y}" r="${r * glow}" fill="${halo}"/>`);
  c.add(`<circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`);
}

export function stars(c, { count = 120, maxY = 0.55 }) {
  const dots = [];
  for (let i = 0; i < count; i++) {
    const x = r1(c.rand() * c.width);
    const y = r1(c.rand() ** 1.6 * c.height * maxY);
    dots.push(
      `<circle cx="${x}" cy="${y}" r="${r1(c.rand.range(0.6, 2.1))}" opacity="${r1(c.rand.range(0.35, 1))}"/>`,
    );
  }
  c.add(`<g fill="#fffbe8">${dots.join('')}</g>`);
}

/** Long soft clouds, blurred. */
export function clouds(c, { y, count = 4, color = '#ffffff', opacity = 0.5, spread = 90 }) {
  const blur = c.blur(18);
  const shapes = [];
  for (let i = 0; i < count; i++) {
    const cx = r1(c.rand() * c.width);
    const cy = r1(y + c.rand.range(-spread, spread));
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r1(c.rand.range(140, 320))}" ry="${r1(c.rand.range(14, 34))}"/>`,
    );
  }
  c.add(`<g fill="${color}" opacity="${opacity}" filter="${blur}">${shapes.join('')}</g>`);
}

/**
 * A mountain ridge: sharp peaks (given or random) over fractal noise. Returns the surface so other
 * layers can stand on it.
 */
export function ridgeSurface(c, { base, peaks = [], rough = 14, step = 8, waves = 3 }) {
  const phases = Array.from({ length: waves }, (_, i) => ({
    f: (0.004 + c.rand() * 0.004) * (i + 1) ** 1.7,
    p: c.rand() * Math.PI * 2,
    a: (rough * 2.4) / (i + 1),
  }));
  const ys = [];
  for (let x = 0; x <= c.width + step; x += step) {
    let lift = 0;
    for (const pk of peaks) {
      const t = Math.abs(x - pk.x) / pk.w;
      if (t < 1) lift = Math.max(lift, pk.h * (1 - t) ** (pk.sharp ?? 1.25));
    }
    let n = 0;
    for (const w of phases) n += Math.sin(x * w.f + w.p) * w.a;
    n += (c.rand() - 0.5) * rough;
    ys.push([x, base - lift + n]);
  }
  const at = (x) => {
    const i = Math.max(0, Math.min(ys.length - 1, Math.round(x / step)));
    return ys[i][1];
  };
  const d = `M0,${c.height} ${ys.map(([x, y]) => `L${x},${r1(y)}`).join(' ')} L${c.width},${c.height} Z`;
  return { d, at, points: ys, peaks };
}

/**
 * Paints a ridge: body gradient, snow above `snowline` with gullies, and a shadowed face on the
 * right of every named peak (light comes from `light`, the left by default).
 */
export function mountain(
  c,
  surface,
  { top, bottom, snow, snowline, shadow = '#1c2748', shadowOpacity = 0.28, light = 'left' },
) {
  const body = c.linear([
    [0, top],
    [1, bottom],
  ]);
  const clip = c.clip(surface.d);
  const parts = [`<path d="${surface.d}" fill="${body}"/>`];
  if (snow && snowline !== undefined) {
    const gullies = Array.from({ length: 14 }, () => ({
      x: c.rand() * c.width,
      w: c.rand.range(18, 60),
      depth: c.rand.range(20, 110),
    }));
    const pts = [];
    for (let x = 0; x <= c.width + 8; x += 8) {
      let y = snowline + Math.sin(x * 0.013) * 18 + (c.rand() - 0.5) * 10;
      for (const g of gullies) {
        const t = Math.abs(x - g.x) / g.w;
        if (t < 1) y += g.depth * (1 - t);
      }
      pts.push(`L${x},${r1(y)}`);
    }
    const snowFill = c.linear([
      [0, '#ffffff'],
      [1, snow],
    ]);
    parts.push(`<path d="M0,0 ${pts.join(' ')} L${c.width},0 Z" fill="${snowFill}" clip-path="${clip}"/>`);
  }
  for (const pk of surface.peaks) {
    const tipY = surface.at(pk.x);
    const dir = light === 'left' ? 1 : -1;
    const foot = c.height;
    const jag = [];
    const steps = 9;
    for (let i = 1; i < steps; i++) {
      const t = i / steps;
      jag.push(
        `L${r1(pk.x + dir * (pk.w * 0.08 * t + (c.rand() - 0.3) * 14))},${r1(tipY + (foot - tipY) * t)}`,
      );
    }
    parts.push(
      `<path d="M${pk.x},${r1(tipY)} ${jag.join(' ')} L${r1(pk.x + dir * pk.w * 1.05)},${foot} L${r1(pk.x + dir * pk.w * 1.05)},${r1(tipY + pk.w * 0.6)} Z" fill="${shadow}" opacity="${shadowOpacity}" clip-path="${clip}"/>`,
    );
  }
  c.add(`<g>${parts.join('')}</g>`);
}

/** A band of valley mist between ridges. */
export function mist(c, { y, height = 200, color = '#ffffff', opacity = 0.4 }) {
  const fill = c.linear([
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  c.add(`<rect x="0" y="${r1(y - height / 2)}" width="${c.width}" height="${height}" fill="${fill}"/>`);
}

/** Rounded foothills (no snow), e.g. the Shivaliks or a green valley side. */
export function hills(c, { base, amp = 60, top, bottom, count = 3 }) {
  const surface = ridgeSurface(c, { base, rough: amp / 6, waves: count, peaks: [] });
  const fill = c.linear([
    [0, top],
    [1, bottom],
  ]);
  c.add(`<path d="${surface.d}" fill="${fill}"/>`);
  return surface;
}

/** A deodar/pine silhouette: stacked tiers. */
export function pine(x, y, h, color) {
  const w = h * 0.38;
  const tiers = [0, 0.28, 0.52];
  const shapes = tiers.map((t, i) => {
    const top = y - h + t * h;
    const bottom = top + h * (0.5 - i * 0.06);
    const half = w * (1 - i * 0.22);
    return `M${r1(x)},${r1(top)} L${r1(x + half)},${r1(bottom)} L${r1(x - half)},${r1(bottom)} Z`;
  });
  return `<path d="${shapes.join(' ')} M${r1(x - h * 0.03)},${r1(y - h * 0.2)} h${r1(h * 0.06)} V${r1(y)} h${r1(-h * 0.06)} Z" fill="${color}"/>`;
}

/** A row of pines standing on a surface between x0 and x1. */
export function forest(
  c,
  surface,
  { x0 = 0, x1 = c.width, density = 0.05, min = 30, max = 70, color = '#1e3a2f' },
) {
  const trees = [];
  const count = Math.round((x1 - x0) * density);
  for (let i = 0; i < count; i++) {
    const x = c.rand.range(x0, x1);
    trees.push(pine(x, surface.at(x) + 6, c.rand.range(min, max), color));
  }
  c.add(`<g>${trees.join('')}</g>`);
}

/** A river from a point near the horizon widening to the bottom edge. */
export function river(
  c,
  { fromX, fromY, toX, width = 520, color = '#6fa8c9', deep = '#2f5f80', bend = 160 },
) {
  const h = c.height;
  const w0 = 18;
  const left = `M${fromX - w0},${fromY} C${fromX - w0 - bend},${r1(fromY + (h - fromY) * 0.4)} ${toX - width / 2 + bend},${r1(fromY + (h - fromY) * 0.7)} ${toX - width / 2},${h}`;
  const right = `L${toX + width / 2},${h} C${toX + width / 2 + bend},${r1(fromY + (h - fromY) * 0.7)} ${fromX + w0 - bend},${r1(fromY + (h - fromY) * 0.4)} ${fromX + w0},${fromY} Z`;
  const fill = c.linear([
    [0, color],
    [1, deep],
  ]);
  const d = `${left} ${right}`;
  c.add(`<path d="${d}" fill="${fill}"/>`);
  const clip = c.clip(d);
  const streaks = [];
  for (let i = 0; i < 26; i++) {
    const t = c.rand();
    const y = fromY + (h - fromY) * t ** 0.7;
    const x = fromX + (toX - fromX) * t + c.rand.range(-1, 1) * width * t * 0.5;
    const len = 10 + t * 90;
    streaks.push(
      `<rect x="${r1(x - len / 2)}" y="${r1(y)}" width="${r1(len)}" height="${r1(1 + t * 2.5)}" rx="1.5"/>`,
    );
  }
  c.add(`<g fill="#ffffff" opacity="0.35" clip-path="${clip}">${streaks.join('')}</g>`);
}

/** Meadow flowers scattered over a band. */
export function flowers(c, { y0, y1, count = 160, colors = ['#f5d547', '#f08fb0', '#ffffff', '#b48ce0'] }) {
  const dots = [];
  for (let i = 0; i < count; i++) {
    const t = c.rand();
    const y = y0 + (y1 - y0) * t;
    dots.push(
      `<circle cx="${r1(c.rand() * c.width)}" cy="${r1(y)}" r="${r1(1.2 + t * 4)}" fill="${c.rand.pick(colors)}" opacity="0.9"/>`,
    );
  }
  c.add(`<g>${dots.join('')}</g>`);
}

export function birds(c, { x, y, count = 5, color = '#1b1b2f' }) {
  const marks = [];
  for (let i = 0; i < count; i++) {
    const bx = x + c.rand.range(-120, 120);
    const by = y + c.rand.range(-50, 50);
    const s = c.rand.range(5, 10);
    marks.push(`M${r1(bx)},${r1(by)} q${r1(s)},${r1(-s)} ${r1(s * 2)},0 q${r1(s)},${r1(-s)} ${r1(s * 2)},0`);
  }
  c.add(
    `<path d="${marks.join(' ')}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity="0.7"/>`,
  );
}

/** Prayer flags on a sagging line between two points. */
export function prayerFlags(c, { x0, y0, x1, y1, sag = 40 }) {
  const colors = ['#2b6cb0', '#f7f7f2', '#c53030', '#2f855a', '#d69e2e'];
  const n = Math.round(Math.hypot(x1 - x0, y1 - y0) / 26);
  const flags = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
    flags.push(`<path d="M${r1(x - 8)},${r1(y)} h16 l-2,20 h-12 Z" fill="${colors[i % colors.length]}"/>`);
  }
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag * 2;
  c.add(
    `<g><path d="M${x0},${y0} Q${mx},${my} ${x1},${y1}" fill="none" stroke="#3a2e2a" stroke-width="1.5"/>${flags.join('')}</g>`,
  );
}
