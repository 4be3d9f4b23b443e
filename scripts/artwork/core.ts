// Core helpers for the generated artwork: seeded PRNG, number formatting,
// colour maths, gradient definitions and SVG document assembly.

export type Pt = [number, number];

/** FNV-1a 32-bit hash of a string (used to seed the PRNG from a file name). */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 PRNG seeded from a string. Deterministic across runs/platforms. */
export class Rng {
  private s: number;
  constructor(seed: string) {
    this.s = hash(seed) || 1;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1 - 1e-9));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length) % arr.length] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Round to one decimal and print compactly. */
export function n(x: number): string {
  const v = Math.round(x * 10) / 10;
  return (v === 0 ? 0 : v).toString().replace(/^(-?)0\./, "$1.");
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type AttrVal = string | number | undefined | null | false;
/** Build an element; numeric attributes are rounded, undefined ones dropped. */
export function el(tag: string, attrs: Record<string, AttrVal>, inner?: string): string {
  let a = "";
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    a += ` ${k}="${typeof v === "number" ? (k.endsWith("opacity") ? String(+v.toFixed(2)).replace(/^0\./, ".") : n(v)) : v}"`;
  }
  return inner === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${inner}</${tag}>`;
}

export const g = (inner: string, attrs: Record<string, AttrVal> = {}) => el("g", attrs, inner);

// ---------- colour ----------
function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const f =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h;
  return [parseInt(f.slice(0, 2), 16), parseInt(f.slice(2, 4), 16), parseInt(f.slice(4, 6), 16)];
}
const hx = (v: number) =>
  Math.max(0, Math.min(255, Math.round(v)))
    .toString(16)
    .padStart(2, "0");
export function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  return "#" + A.map((v, i) => hx(v + ((B[i] as number) - v) * t)).join("");
}
export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

// ---------- gradients ----------
export type Stop = [number, string, number?];
interface GradOpts {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
}

/** Collects <defs>, deduplicating identical gradients. */
export class Defs {
  private items: string[] = [];
  private keys = new Map<string, string>();
  private i = 0;
  id(): string {
    return "a" + (this.i++).toString(36);
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el("stop", {
          offset: +o.toFixed(3),
          "stop-color": c,
          "stop-opacity": op === undefined || op === 1 ? undefined : +op.toFixed(3),
        }),
      )
      .join("");
  }
  private reg(key: string, make: (id: string) => string): string {
    let id = this.keys.get(key);
    if (!id) {
      id = this.id();
      this.keys.set(key, id);
      this.items.push(make(id));
    }
    return `url(#${id})`;
  }
  /** Linear gradient; default vertical (top→bottom) in bounding-box units. */
  lin(stops: Stop[], o: GradOpts = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = o;
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${user}`;
    return this.reg(key, (id) =>
      el(
        "linearGradient",
        // omit attributes equal to the SVG defaults (x1=y1=y2=0, x2=100%)
        {
          id,
          x1: x1 ? n(x1) : undefined,
          y1: y1 ? n(y1) : undefined,
          x2: x2 === 1 && !user ? undefined : n(x2),
          y2: y2 ? n(y2) : undefined,
          gradientUnits: user ? "userSpaceOnUse" : undefined,
        },
        this.stops(stops),
      ),
    );
  }
  /** Horizontal linear gradient in bounding-box units. */
  hor(stops: Stop[]): string {
    return this.lin(stops, { x1: 0, y1: 0, x2: 1, y2: 0 });
  }
  /** Radial gradient; bbox units by default, or user space when user=true. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r},${user}`;
    return this.reg(key, (id) =>
      el(
        "radialGradient",
        {
          id,
          cx: user ? n(cx) : +cx.toFixed(3),
          cy: user ? n(cy) : +cy.toFixed(3),
          r: user ? n(r) : +r.toFixed(3),
          gradientUnits: user ? "userSpaceOnUse" : undefined,
        },
        this.stops(stops),
      ),
    );
  }
  /** Raw definition (pattern, clipPath…) keyed to avoid duplicates; returns its id. */
  raw(key: string, make: (id: string) => string): string {
    const url = this.reg("X" + key, make);
    return url.slice(5, -1);
  }
  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export function svgDoc(w: number, h: number, title: string, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t">` +
    `<title id="t">${esc(title)}</title>${defs.toString()}${body}</svg>\n`
  );
}

// ---------- paths ----------
const r1 = (v: number) => Math.round(v * 10) / 10;
/** Join numbers compactly: no separator is needed before a minus sign. */
export function nums(vals: number[]): string {
  let out = "";
  for (const v of vals) {
    const t = n(v);
    out += out && !t.startsWith("-") ? " " + t : t;
  }
  return out;
}

/** Catmull-Rom spline through points, as an open path (relative curves) starting with M. */
export function smooth(pts: Pt[], tension = 1): string {
  if (pts.length < 2) return "";
  const p = (i: number): Pt => pts[Math.max(0, Math.min(pts.length - 1, i))] as Pt;
  let cx = r1(p(0)[0]);
  let cy = r1(p(0)[1]);
  let d = `M${nums([cx, cy])}c`;
  const k = tension / 6;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const seg = [
      r1(x1 + (x2 - x0) * k) - cx,
      r1(y1 + (y2 - y0) * k) - cy,
      r1(x2 - (x3 - x1) * k) - cx,
      r1(y2 - (y3 - y1) * k) - cy,
      r1(x2) - cx,
      r1(y2) - cy,
    ];
    const t = nums(seg);
    d += i && !t.startsWith("-") ? " " + t : t;
    cx = r1(x2);
    cy = r1(y2);
  }
  return d;
}

/** Polygon / polyline point list → path data. */
export function poly(pts: Pt[], close = true): string {
  return pts.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("") + (close ? "Z" : "");
}

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
