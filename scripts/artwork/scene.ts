// Landscape building blocks: sky, sun, ridges, mist, clouds.
import { type Defs, type Pt, type Rng, el, g, lerp, mix, n, poly, smooth } from "./core";

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Record<string, string | number> = {},
): string {
  return el("rect", { x, y, width: w, height: h, fill, ...extra });
}

/** Full-canvas vertical sky gradient. */
export function sky(d: Defs, w: number, h: number, stops: [number, string][]): string {
  return rect(0, 0, w, h, d.lin(stops.map(([o, c]) => [o, c] as [number, string])));
}

/** Sun disc with a soft halo made of a radial gradient. */
export function sun(
  d: Defs,
  x: number,
  y: number,
  r: number,
  color: string,
  glow: string,
  glowR = r * 5,
  glowOp = 0.55,
): string {
  return (
    el("circle", {
      cx: x,
      cy: y,
      r: glowR,
      fill: d.rad([
        [0, glow, glowOp],
        [0.35, glow, glowOp * 0.35],
        [1, glow, 0],
      ]),
    }) + el("circle", { cx: x, cy: y, r, fill: color })
  );
}

export interface RidgeOpts {
  segs?: number;
  freq?: number; // number of big undulations across the width
  sharp?: number; // 0 = rolling, 1 = peaky
  x0?: number;
  x1?: number;
}

/** Ridge line points: sum of sines with random phases, optionally "ridged" for peaks. */
export function ridgePoints(rng: Rng, w: number, base: number, amp: number, o: RidgeOpts = {}): Pt[] {
  const { segs = 20, freq = 1.4, sharp = 0.3, x0 = -30, x1 = w + 30 } = o;
  const oct = [1, 2.3, 4.9, 9.7].map((m, i) => ({
    f: ((freq * m * Math.PI * 2) / w) * rng.range(0.85, 1.15),
    p: rng.range(0, Math.PI * 2),
    a: [1, 0.38, 0.13, 0.04][i] as number,
  }));
  const pts: Pt[] = [];
  for (let i = 0; i <= segs; i++) {
    const x = lerp(x0, x1, i / segs);
    let v = 0;
    oct.forEach((k, j) => {
      const s = Math.sin(x * k.f + k.p);
      // only the broad octaves get the "ridged" treatment, so peaks are crisp but not crumpled
      v += k.a * (j < 2 ? lerp(s, 1 - 2 * Math.abs(s), sharp) : s);
    });
    pts.push([x, base - (amp * v) / 1.73]);
  }
  return pts;
}

export function ridgePath(pts: Pt[], bottom: number, straight = false): string {
  const first = pts[0] as Pt;
  const last = pts[pts.length - 1] as Pt;
  return `${straight ? poly(pts, false) : smooth(pts)}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`;
}

/** Horizontal mist band: a rect with a vertical gradient fading in and out. */
export function mistBand(d: Defs, w: number, y: number, h: number, color: string, op: number): string {
  return rect(
    -10,
    y,
    w + 20,
    h,
    d.lin([
      [0, color, 0],
      [0.55, color, op],
      [1, color, op * 0.3],
    ]),
  );
}

/** Soft mist blob: an ellipse with radial fade. */
export function mistBlob(d: Defs, cx: number, cy: number, rx: number, ry: number, color: string, op: number): string {
  return el("ellipse", {
    cx,
    cy,
    rx,
    ry,
    fill: d.rad([
      [0, color, op],
      [0.6, color, op * 0.45],
      [1, color, 0],
    ]),
  });
}

export interface HillOpts {
  w: number;
  h: number;
  count: number;
  top: number; // base y of farthest ridge
  bottom: number; // base y of nearest ridge
  far: string;
  near: string;
  mist: string;
  amp: number;
  ampNear?: number;
  mistOp?: number;
  haze?: number; // how much each ridge fades into mist towards its foot
  sharp?: number;
  sharpNear?: number;
  freq?: number;
  ease?: number;
  /** Extra artwork drawn on top of ridge i (before the mist in front of it), e.g. tree lines. */
  layer?: (i: number, pts: Pt[], col: string, fill: string) => string;
}

/** Layered misty ridges, far to near, with mist bands in between. */
export function hills(d: Defs, rng: Rng, o: HillOpts): string {
  const { count, mistOp = 0.5, haze = 0.6, sharp = 0.35, freq = 1.3, ease = 1.25 } = o;
  const ampNear = o.ampNear ?? o.amp * 0.7;
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    const base = lerp(o.top, o.bottom, Math.pow(t, ease));
    const nextBase = i < count - 1 ? lerp(o.top, o.bottom, Math.pow((i + 1) / (count - 1), ease)) : o.h;
    const amp = lerp(o.amp, ampNear, t);
    const col = mix(o.far, o.near, Math.pow(t, 0.85));
    const sh = lerp(sharp, o.sharpNear ?? sharp * 0.5, t);
    const jag = sh >= 0.6;
    const pts = ridgePoints(rng, o.w, base, amp, { freq: freq * rng.range(0.8, 1.3), sharp: sh, segs: jag ? 48 : 20 });
    const minY = Math.min(...pts.map((p) => p[1]));
    const fill = d.lin(
      [
        [0, col],
        [0.45, mix(col, o.mist, haze * 0.35)],
        [1, mix(col, o.mist, haze)],
      ],
      { x1: 0, y1: minY, x2: 0, y2: Math.min(o.h, nextBase + 20), user: true },
    );
    out += el("path", { d: ridgePath(pts, o.h + 2, jag), fill });
    if (o.layer) out += o.layer(i, pts, col, fill);
    if (i < count - 1 && mistOp > 0) {
      const gap = nextBase - base;
      out += mistBand(d, o.w, base - amp * 0.2, gap + amp * 0.55, o.mist, mistOp * (1 - t * 0.45));
    }
  }
  return out;
}

/** Long soft cloud streaks (stacked rounded rects with low opacity). */
export function cloudStreaks(
  d: Defs,
  rng: Rng,
  w: number,
  y0: number,
  y1: number,
  color: string,
  count: number,
  op = 0.35,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = rng.range(y0, y1);
    const len = rng.range(w * 0.18, w * 0.45);
    const x = rng.range(-len * 0.3, w - len * 0.7);
    const hh = rng.range(6, 16);
    out += el("rect", {
      x,
      y,
      width: len,
      height: hh,
      rx: hh / 2,
      fill: d.hor([
        [0, color, 0],
        [0.3, color, op],
        [0.7, color, op],
        [1, color, 0],
      ]),
    });
  }
  return out;
}

/** Twinkling dots (stars, embers, dust). */
export function specks(
  rng: Rng,
  count: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  color: string,
  rMin: number,
  rMax: number,
  opMin = 0.3,
  opMax = 0.9,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += el("circle", {
      cx: rng.range(x0, x1),
      cy: rng.range(y0, y1),
      r: rng.range(rMin, rMax),
      opacity: +rng.range(opMin, opMax).toFixed(2),
    });
  }
  return g(out, { fill: color });
}

/** Vignette overlay to quiet the edges. */
export function vignette(d: Defs, w: number, h: number, color: string, op: number): string {
  return rect(
    0,
    0,
    w,
    h,
    d.rad(
      [
        [0.55, color, 0],
        [1, color, op],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

/** Flying birds as tiny stroked "m" curves. */
export function birds(rng: Rng, count: number, x: number, y: number, spread: number, color: string, size = 8): string {
  let p = "";
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.4, spread * 0.4);
    const s = size * rng.range(0.6, 1.2);
    p += `M${n(bx - s)} ${n(by)}q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0`;
  }
  return el("path", {
    d: p,
    fill: "none",
    stroke: color,
    "stroke-width": 1.6,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
}
