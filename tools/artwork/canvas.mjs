// A tiny SVG scene builder: seeded randomness (so redrawing gives the same pictures), unique ids for
// gradients and clip paths, and a layer list painted back to front.

/** mulberry32: small, fast, good enough for brush strokes. */
export function seeded(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (min, max) => min + next() * (max - min);
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

export const r1 = (n) => Math.round(n * 10) / 10;

export function createCanvas({ width, height, seed, title }) {
  const defs = [];
  const layers = [];
  let counter = 0;
  const rand = seeded(seed);
  return {
    width,
    height,
    rand,
    id: (prefix) => `${prefix}${++counter}`,
    def: (markup) => defs.push(markup),
    add: (markup) => layers.push(markup),
    /** A vertical (or any direction) linear gradient from stops [[offset, color, opacity?], ...]. */
    linear(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
      const id = this.id('g');
      defs.push(
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
      const id = this.id('r');
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    clip(pathD) {
      const id = this.id('c');
      defs.push(`<clipPath id="${id}"><path d="${pathD}"/></clipPath>`);
      return `url(#${id})`;
    },
    blur(std) {
      const id = this.id('b');
      defs.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      );
      return `url(#${id})`;
    },
    toString() {
      const esc = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return [
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
        `<title>${esc}</title>`,
        `<defs>${defs.join('')}</defs>`,
        ...layers,
        '</svg>',
        '',
      ].join('\n');
    },
  };
}

function stopsOf(stops) {
  return stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}
