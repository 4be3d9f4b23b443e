// Coffee plant pieces: leaves, cherries, branches, beans, bushes, silver oaks.
import { type Defs, type Pt, type Rng, darken, el, g, lighten, mix, n, nums, smooth } from "./core";

/** A glossy coffee leaf along +x, two-toned around the midrib. Drawn once per colour as a
 * 100×44 template in <defs>, then placed with <use> to keep files small. */
export function leaf(
  d: Defs,
  x: number,
  y: number,
  ang: number,
  len: number,
  wid: number,
  light: string,
  dark: string,
  veins = true,
): string {
  const id = d.raw(`leaf${light}${dark}${veins}`, (id) => {
    const L = 100;
    const w = 22;
    const upper = `M0 0C22 ${n(-w * 1.15)} 68 ${n(-w * 1.05)} ${L} 0`;
    let v = "";
    if (veins) {
      for (const [t, pw] of [
        [0.22, 0.78],
        [0.42, 0.88],
        [0.62, 0.74],
      ] as const) {
        const vw = n(w * pw * 0.62);
        v += `M${n(L * t)} 0q6 -${n(+vw * 0.6)} 13 -${vw}M${n(L * t)} 0q6 ${n(+vw * 0.6)} 13 ${vw}`;
      }
      v = el("path", {
        d: `M0 0L96 0${v}`,
        fill: "none",
        stroke: lighten(light, 0.3),
        "stroke-width": 1.1,
        opacity: 0.35,
        "stroke-linecap": "round",
      });
    }
    return g(
      el("path", {
        d: `${upper}C68 ${n(w * 1.05)} 22 ${n(w * 1.15)} 0 0Z`,
        fill: d.hor([
          [0, darken(light, 0.12)],
          [1, lighten(light, 0.12)],
        ]),
      }) +
        el("path", { d: `M0 0C22 ${n(w * 1.15)} 68 ${n(w * 1.05)} ${L} 0Z`, fill: dark }) +
        v,
      { id },
    );
  });
  const sx = len / 100;
  const sy = wid / 44;
  const sc = (v: number) => String(+v.toFixed(2)).replace(/^0\./, ".");
  return el("use", {
    href: `#${id}`,
    transform: `translate(${Math.round(x)} ${Math.round(y)})rotate(${Math.round(ang)})scale(${sc(sx)}${Math.abs(sx - sy) > 0.01 ? " " + sc(sy) : ""})`,
  });
}

/** A ripe coffee cherry with a soft sheen and calyx dot (template of radius 10, placed with <use>). */
export function cherry(d: Defs, x: number, y: number, r: number, col: string): string {
  const id = d.raw(`cherry${col}`, (id) => {
    const fill = d.rad(
      [
        [0, lighten(col, 0.35)],
        [0.45, col],
        [1, darken(col, 0.4)],
      ],
      0.36,
      0.32,
      0.7,
    );
    return g(
      el("circle", { r: 10, fill }) +
        el("circle", { cx: -3.6, cy: -3.8, r: 2, fill: "#fff", opacity: 0.4 }) +
        el("circle", { cx: 4.2, cy: 4.5, r: 1.4, fill: darken(col, 0.55), opacity: 0.7 }),
      { id },
    );
  });
  return el("use", {
    href: `#${id}`,
    transform: `translate(${n(x)} ${n(y)})scale(${String(+(r / 10).toFixed(2)).replace(/^0\./, ".")})`,
  });
}

export function cherryCluster(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  r: number,
  colors: string[],
  count: number,
): string {
  let out = "";
  const items: [number, number, number, string][] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.4, 0.4);
    const dist = i === 0 ? 0 : r * rng.range(0.9, 1.4);
    items.push([x + Math.cos(a) * dist, y + Math.sin(a) * dist * 0.8, r * rng.range(0.85, 1.1), rng.pick(colors)]);
  }
  items.sort((a, b) => a[1] - b[1]);
  for (const [cx, cy, cr, c] of items) out += cherry(d, cx, cy, cr, c);
  return out;
}

export interface BranchOpts {
  x: number;
  y: number;
  angle: number; // degrees, direction of growth
  length: number;
  bend?: number; // degrees of curvature over the length
  nodes?: number;
  leafLen?: number;
  leafColor: string;
  leafDark: string;
  stem?: string;
  cherries?: string[]; // empty → no fruit
  cherryR?: number;
  cherryCount?: [number, number];
}

/** A coffee branch: curved stem, opposite leaf pairs, cherry clusters in the axils. */
export function coffeeBranch(d: Defs, rng: Rng, o: BranchOpts): string {
  const {
    bend = 25,
    nodes = 5,
    leafLen = 110,
    stem = "#5B3A24",
    cherries = [],
    cherryR = 12,
    cherryCount = [3, 6],
  } = o;
  const pts: Pt[] = [];
  const dirs: number[] = [];
  let x = o.x;
  let y = o.y;
  const steps = 12;
  for (let i = 0; i <= steps; i++) {
    const a = ((o.angle + (bend * i) / steps) * Math.PI) / 180;
    pts.push([x, y]);
    dirs.push(a);
    x += (Math.cos(a) * o.length) / steps;
    y += (Math.sin(a) * o.length) / steps;
  }
  let leaves = "";
  let fruit = "";
  for (let k = 0; k < nodes; k++) {
    const t = (k + 0.6) / (nodes + 0.3);
    const idx = Math.min(steps, Math.round(t * steps));
    const [px, py] = pts[idx] as Pt;
    const dir = ((dirs[idx] as number) * 180) / Math.PI;
    const scale = 1 - t * 0.45;
    for (const side of [-1, 1]) {
      const la = dir + side * rng.range(38, 62);
      leaves += leaf(
        d,
        px,
        py,
        la,
        leafLen * scale * rng.range(0.85, 1.1),
        leafLen * scale * rng.range(0.42, 0.5),
        o.leafColor,
        o.leafDark,
      );
    }
    if (cherries.length && k < nodes - 1) {
      fruit += cherryCluster(
        d,
        rng,
        px,
        py,
        cherryR * (1 - t * 0.25),
        cherries,
        rng.int(cherryCount[0], cherryCount[1]),
      );
    }
  }
  // young tip leaves
  const tip = pts[steps] as Pt;
  const tipDir = ((dirs[steps] as number) * 180) / Math.PI;
  leaves += leaf(d, tip[0], tip[1], tipDir - 18, leafLen * 0.45, leafLen * 0.18, o.leafColor, o.leafDark, false);
  leaves += leaf(d, tip[0], tip[1], tipDir + 16, leafLen * 0.38, leafLen * 0.16, o.leafColor, o.leafDark, false);
  const stemPath = el("path", {
    d: smooth(pts),
    fill: "none",
    stroke: stem,
    "stroke-width": Math.max(3, leafLen / 22),
    "stroke-linecap": "round",
  });
  return stemPath + leaves + fruit;
}

/** Roasted coffee bean with its S-shaped crease. */
export function bean(x: number, y: number, ang: number, s: number, col: string): string {
  const crease = `M${n(-s * 0.95)} 0C${n(-s * 0.4)} ${n(-s * 0.3)} ${n(s * 0.4)} ${n(s * 0.3)} ${n(s * 0.95)} 0`;
  return g(
    el("ellipse", { cx: 0, cy: 0, rx: s, ry: s * 0.7, fill: col }) +
      el("ellipse", { cx: -s * 0.2, cy: -s * 0.3, rx: s * 0.5, ry: s * 0.2, fill: "#fff", opacity: 0.12 }) +
      el("path", {
        d: crease,
        fill: "none",
        stroke: darken(col, 0.45),
        "stroke-width": Math.max(1, s * 0.13),
        "stroke-linecap": "round",
      }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(ang)})` },
  );
}

/** A row of rounded coffee bushes following a line, filled down to `bottom`. */
export function bushRow(
  rng: Rng,
  x0: number,
  x1: number,
  yAt: (x: number) => number,
  r: number,
  bottom: number,
  fill: string,
): string {
  let x = Math.round(x0);
  let y = Math.round(yAt(x));
  let dd = `M${x} ${Math.round(bottom)}V${y}`;
  while (x < x1) {
    const rr = Math.max(2, Math.round(r * rng.range(0.8, 1.2)));
    const ny = Math.round(yAt(x + rr * 2));
    dd += `a${rr} ${Math.round(rr * 0.8)} 0 0 1 ${rr * 2} ${ny - y}`;
    x += rr * 2;
    y = ny;
  }
  dd += `V${Math.round(bottom)}Z`;
  return el("path", { d: dd, fill });
}

/** Relative "l" path through points (compact): M x0 y0 l dx dy … Z. */
function relPoly(pts: Pt[], q = 0.1): string {
  const r = (v: number) => Math.round(v / q) * q;
  const px0 = r((pts[0] as Pt)[0]);
  const py0 = r((pts[0] as Pt)[1]);
  let px = px0;
  let py = py0;
  const deltas: number[] = [];
  for (let i = 1; i < pts.length; i++) {
    const [x, y] = pts[i] as Pt;
    const nx = r(x);
    const ny = r(y);
    deltas.push(nx - px, ny - py);
    px = nx;
    py = ny;
  }
  return `M${nums([px0, py0])}l${nums(deltas)}Z`;
}

/** Outline of a feathery foliage mass around a (possibly leaning) axis, from t=0 (bottom) to
 * t=1 (apex). `half(t)` is the smooth half-width envelope; each side is broken into a few
 * irregular clumps, and the edge gets fine jitter with slightly drooping tips so it reads as
 * Grevillea's fern-like foliage rather than a smooth blob or a zig-zag pine. */
function foliage(rng: Rng, axis: (t: number) => Pt, half: (t: number) => number, steps: number, grain: number): Pt[] {
  const sideOf = (side: number): Pt[] => {
    const clumps: [number, number, number][] = []; // centre, half-length, strength
    for (let c = rng.range(-0.05, 0.08); c < 1.05; c += rng.range(0.13, 0.24))
      clumps.push([c, rng.range(0.07, 0.13), rng.range(0.75, 1.2)]);
    const pts: Pt[] = [];
    for (let i = 0; i < steps; i++) {
      const t = i / steps;
      let bump = 0;
      for (const [c, hl, a] of clumps) {
        const u = (t - c) / hl;
        if (Math.abs(u) < 1) bump = Math.max(bump, a * Math.cos((u * Math.PI) / 2));
      }
      const hw = half(t) * (0.58 + 0.42 * bump) * rng.range(0.97, 1.03);
      const [ax, ay] = axis(t);
      // alternate frond tips (out, drooping) and notches (in), with irregular sizes
      const tip = i % 2 === 1;
      const spike = tip ? grain * rng.range(0.3, 1.5) : -grain * rng.range(0, 0.7);
      pts.push([ax + side * Math.max(grain * 0.3, hw + spike), ay + (tip ? grain * rng.range(0.2, 0.9) : 0)]);
    }
    return pts;
  };
  const left = sideOf(-1);
  const right = sideOf(1).reverse();
  const [tx, ty] = axis(1);
  return [...left, [tx + rng.range(-1, 1) * grain, ty - grain * 0.5], ...right];
}

/** Silver oak (Grevillea robusta), the shade tree of Western Ghats coffee estates: a thin,
 * very tall trunk carrying a narrow, slightly irregular columnar crown of fine foliage, often
 * with a few separate tufts lower down. Drawn as ONE silhouette path (trunk, crown and tufts
 * share a fill), optionally shaded with a soft side-light gradient (`hiOp` > 0). */
export function silverOak(
  d: Defs,
  rng: Rng,
  x: number,
  base: number,
  h: number,
  trunk: string,
  leafCol: string,
  op = 1,
  hiOp = 0.35,
): string {
  const lean = rng.range(-0.035, 0.035) * h;
  const ax = (t: number) => x + lean * t * t; // trunk axis x at height fraction t
  const crownBot = rng.range(0.32, 0.44); // crown starts this far up the trunk
  const W = h * rng.range(0.075, 0.095); // max half-width of the crown
  const grain = Math.max(0.7, h * 0.0065); // size of the fine foliage tips on the outline
  const tw0 = h * 0.009 + 0.8; // trunk half-width at the foot
  const shape = rng.range(1.05, 1.35);
  const envelope = (t: number) => tw0 * 0.8 + W * Math.pow(Math.sin(Math.PI * Math.pow(t, shape)), 0.6);
  const len = h * (1 - crownBot);
  const steps = Math.max(10, Math.min(72, Math.round(len / 2.8)));
  const crownAxis = (t: number): Pt => {
    const tt = crownBot + (1 - crownBot) * t;
    return [ax(tt), base - h * tt];
  };
  const q = h >= 150 ? 1 : 0.1; // whole pixels are plenty for big trees
  let dd = relPoly(foliage(rng, crownAxis, envelope, steps, grain), q);
  // a loose tuft or two on short upswept branches lower on the trunk
  const tufts = rng.chance(0.2) ? 2 : rng.chance(0.6) ? 1 : 0;
  let side = rng.chance(0.5) ? 1 : -1;
  let t0 = crownBot;
  for (let k = 0; k < tufts; k++) {
    side = -side;
    t0 -= rng.range(0.05, 0.1);
    const tl = h * rng.range(0.06, 0.09);
    const tw = W * rng.range(0.3, 0.42);
    const [bx, by] = [ax(t0), base - h * t0];
    const cx = bx + side * tw * rng.range(0.5, 0.8);
    const cy = by - tl * 0.35;
    // branch: thin sliver from the trunk to the tuft
    // (same winding as the crown, so the non-zero fill rule merges rather than cuts holes)
    const lo = `${n(bx)} ${n(by + tw0 * 1.5)}`;
    const hi = `${n(bx)} ${n(by - tw0)}`;
    dd += `M${side > 0 ? hi : lo}L${n(cx)} ${n(cy + tl * 0.3)}L${side > 0 ? lo : hi}Z`;
    const axis = (t: number): Pt => [cx + side * tl * 0.1 * t, cy + tl * 0.4 - tl * t];
    dd += relPoly(
      foliage(
        rng,
        axis,
        (t) => tw * Math.pow(Math.sin(Math.PI * Math.pow(t, 1.2)), 0.6) + grain * 0.3,
        Math.max(8, Math.round(tl / 2.4)),
        grain * 0.6,
      ),
      q,
    );
  }
  // tapered trunk up into the crown
  const tTop = crownBot + (1 - crownBot) * 0.7;
  dd += `M${n(x - tw0)} ${n(base + 2)}Q${n(ax(0.5) - tw0 * 0.6)} ${n(base - h * 0.5)} ${n(ax(tTop) - 0.3)} ${n(base - h * tTop)}H${n(ax(tTop) + 0.3)}Q${n(ax(0.5) + tw0 * 0.6)} ${n(base - h * 0.5)} ${n(x + tw0)} ${n(base + 2)}Z`;
  const fill =
    hiOp > 0
      ? d.hor([
          [0, mix(trunk, leafCol, 0.35)],
          [0.45, leafCol],
          [1, lighten(leafCol, hiOp * 0.5)],
        ])
      : leafCol;
  // a hairline of the same paint with round joins softens the polygon's corners into fronds
  const crown = el("path", {
    d: dd,
    fill,
    stroke: fill,
    "stroke-width": +Math.max(0.6, grain).toFixed(1),
    "stroke-linejoin": "round",
  });
  return op < 1 ? g(crown, { opacity: op }) : crown;
}

/** A distant line of shade trees standing on a ridge crest, as ONE soft silhouette path: a
 * chain of narrow half-ellipse columns (rounded tops, like far-off silver oaks) of varied
 * height, with low canopy humps and the odd gap between them. */
export function treeLine(
  rng: Rng,
  crest: (x: number) => number,
  x0: number,
  x1: number,
  hMin: number,
  hMax: number,
  fill: string,
  extra: Record<string, string | number> = {},
): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  let x = x0;
  let y = r(crest(x0) + 1.5);
  let d = `M${n(x)} ${n(y + 6)}V${n(y)}`;
  while (x < x1) {
    const ramp = Math.min(1, 0.3 + (x - x0) / 180);
    let hw: number;
    let th: number;
    if (rng.chance(0.22)) {
      hw = rng.range(4, 9); // low canopy hump between the tall trees
      th = hMin * rng.range(0.3, 0.55) * ramp;
    } else {
      th = rng.range(hMin, hMax) * (rng.chance(0.12) ? 1.35 : 1) * ramp;
      hw = th * rng.range(0.2, 0.3);
    }
    const nx = r(x + hw * 2);
    const ny = r(crest(nx) + 1.5);
    d += `a${n(hw)} ${n(th)} 0 0 1 ${nums([nx - x, ny - y])}`;
    x = nx;
    y = ny;
    if (rng.chance(0.1)) {
      // a gap in the line: follow the crest for a few metres
      const gx = r(x + rng.range(6, 22));
      const gy = r(crest(gx) + 1.5);
      d += `l${nums([gx - x, gy - y])}`;
      x = gx;
      y = gy;
    }
  }
  // close back along the crest (a little below it) so the base never shows a straight edge
  const back: number[] = [];
  let px = x;
  let py = y;
  for (let bx = x; bx > x0; bx -= 40) {
    const bx2 = Math.max(x0, bx - 40);
    const by2 = r(crest(bx2) + 6);
    back.push(bx2 - px, by2 - py);
    px = bx2;
    py = by2;
  }
  d += `v6l${nums(back)}Z`;
  return el("path", { d, fill, ...extra });
}
