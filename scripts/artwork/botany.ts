// Coffee plant pieces: leaves, cherries, branches, beans, bushes, silver oaks.
import { type Defs, type Pt, type Rng, darken, el, g, lighten, n, smooth } from "./core";

/** A glossy coffee leaf along +x, two-toned around the midrib. Drawn once per colour as a
 * 100×44 template in <defs>, then placed with <use> to keep files small. */
export function leaf(d: Defs, x: number, y: number, ang: number, len: number, wid: number, light: string, dark: string, veins = true): string {
  const id = d.raw(`leaf${light}${dark}${veins}`, (id) => {
    const L = 100;
    const w = 22;
    const upper = `M0 0C22 ${n(-w * 1.15)} 68 ${n(-w * 1.05)} ${L} 0`;
    let v = "";
    if (veins) {
      for (const [t, pw] of [[0.22, 0.78], [0.42, 0.88], [0.62, 0.74]] as const) {
        const vw = n(w * pw * 0.62);
        v += `M${n(L * t)} 0q6 -${n(+vw * 0.6)} 13 -${vw}M${n(L * t)} 0q6 ${n(+vw * 0.6)} 13 ${vw}`;
      }
      v = el("path", { d: `M0 0L96 0${v}`, fill: "none", stroke: lighten(light, 0.3), "stroke-width": 1.1, opacity: 0.35, "stroke-linecap": "round" });
    }
    return g(
      el("path", { d: `${upper}C68 ${n(w * 1.05)} 22 ${n(w * 1.15)} 0 0Z`, fill: d.hor([[0, darken(light, 0.12)], [1, lighten(light, 0.12)]]) }) +
        el("path", { d: `M0 0C22 ${n(w * 1.15)} 68 ${n(w * 1.05)} ${L} 0Z`, fill: dark }) + v,
      { id },
    );
  });
  const sx = len / 100;
  const sy = wid / 44;
  const sc = (v: number) => String(+v.toFixed(2)).replace(/^0\./, ".");
  return el("use", { href: `#${id}`, transform: `translate(${Math.round(x)} ${Math.round(y)})rotate(${Math.round(ang)})scale(${sc(sx)}${Math.abs(sx - sy) > 0.01 ? " " + sc(sy) : ""})` });
}

/** A ripe coffee cherry with a soft sheen and calyx dot (template of radius 10, placed with <use>). */
export function cherry(d: Defs, x: number, y: number, r: number, col: string): string {
  const id = d.raw(`cherry${col}`, (id) => {
    const fill = d.rad([[0, lighten(col, 0.35)], [0.45, col], [1, darken(col, 0.4)]], 0.36, 0.32, 0.7);
    return g(
      el("circle", { r: 10, fill }) + el("circle", { cx: -3.6, cy: -3.8, r: 2, fill: "#fff", opacity: 0.4 }) + el("circle", { cx: 4.2, cy: 4.5, r: 1.4, fill: darken(col, 0.55), opacity: 0.7 }),
      { id },
    );
  });
  return el("use", { href: `#${id}`, transform: `translate(${n(x)} ${n(y)})scale(${String(+(r / 10).toFixed(2)).replace(/^0\./, ".")})` });
}

export function cherryCluster(d: Defs, rng: Rng, x: number, y: number, r: number, colors: string[], count: number): string {
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
  const { bend = 25, nodes = 5, leafLen = 110, stem = "#5B3A24", cherries = [], cherryR = 12, cherryCount = [3, 6] } = o;
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
      leaves += leaf(d, px, py, la, leafLen * scale * rng.range(0.85, 1.1), leafLen * scale * rng.range(0.42, 0.5), o.leafColor, o.leafDark);
    }
    if (cherries.length && k < nodes - 1) {
      fruit += cherryCluster(d, rng, px, py, cherryR * (1 - t * 0.25), cherries, rng.int(cherryCount[0], cherryCount[1]));
    }
  }
  // young tip leaves
  const tip = pts[steps] as Pt;
  const tipDir = ((dirs[steps] as number) * 180) / Math.PI;
  leaves += leaf(d, tip[0], tip[1], tipDir - 18, leafLen * 0.45, leafLen * 0.18, o.leafColor, o.leafDark, false);
  leaves += leaf(d, tip[0], tip[1], tipDir + 16, leafLen * 0.38, leafLen * 0.16, o.leafColor, o.leafDark, false);
  const stemPath = el("path", { d: smooth(pts), fill: "none", stroke: stem, "stroke-width": Math.max(3, leafLen / 22), "stroke-linecap": "round" });
  return stemPath + leaves + fruit;
}

/** Roasted coffee bean with its S-shaped crease. */
export function bean(x: number, y: number, ang: number, s: number, col: string): string {
  const crease = `M${n(-s * 0.95)} 0C${n(-s * 0.4)} ${n(-s * 0.3)} ${n(s * 0.4)} ${n(s * 0.3)} ${n(s * 0.95)} 0`;
  return g(
    el("ellipse", { cx: 0, cy: 0, rx: s, ry: s * 0.7, fill: col }) +
      el("ellipse", { cx: -s * 0.2, cy: -s * 0.3, rx: s * 0.5, ry: s * 0.2, fill: "#fff", opacity: 0.12 }) +
      el("path", { d: crease, fill: "none", stroke: darken(col, 0.45), "stroke-width": Math.max(1, s * 0.13), "stroke-linecap": "round" }),
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(ang)})` },
  );
}

/** A row of rounded coffee bushes following a line, filled down to `bottom`. */
export function bushRow(rng: Rng, x0: number, x1: number, yAt: (x: number) => number, r: number, bottom: number, fill: string): string {
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

/** Silver oak: slender trunk with short side branches carrying small, airy foliage clumps. */
export function silverOak(d: Defs, rng: Rng, x: number, base: number, h: number, trunk: string, leafCol: string, op = 1, hiOp = 0.35): string {
  const lean = rng.range(-0.04, 0.04) * h;
  const w = h * 0.014 + 1.5;
  const trunkD = `M${n(x - w)} ${n(base)}Q${n(x - w * 0.6 + lean * 0.3)} ${n(base - h * 0.5)} ${n(x + lean - 0.6)} ${n(base - h)}L${n(x + lean + 0.6)} ${n(base - h)}Q${n(x + w * 0.6 + lean * 0.3)} ${n(base - h * 0.5)} ${n(x + w)} ${n(base)}Z`;
  const fill = d.lin([[0, lighten(leafCol, 0.12)], [1, darken(leafCol, 0.22)]]);
  let crown = "";
  let hi = "";
  let br = "";
  const tiers = Math.min(6, Math.max(4, Math.round(h / 50)));
  let side = rng.chance(0.5) ? 1 : -1;
  for (let i = 0; i < tiers; i++) {
    const t = 0.4 + (i / (tiers - 1)) * 0.58;
    const ty = base - h * t;
    const tx = x + lean * t * t;
    side = -side;
    const rx = h * rng.range(0.075, 0.1) * (1.3 - t * 0.6);
    const ry = rx * rng.range(0.5, 0.7);
    const cx = i === tiers - 1 ? tx : tx + side * rx * rng.range(0.5, 1.1);
    const cy = ty - ry * 0.3;
    br += `M${n(tx)} ${n(ty + ry)}L${n(cx)} ${n(cy)}`;
    const ell = (ex: number, ey: number, erx: number, ery: number) => `<ellipse cx="${Math.round(ex)}" cy="${Math.round(ey)}" rx="${Math.round(erx)}" ry="${Math.max(1, Math.round(ery))}"/>`;
    crown += ell(cx, cy, rx, ry) + ell(cx - side * rx * 0.6, cy + ry * 0.35, rx * 0.6, ry * 0.75) + ell(cx + side * rx * 0.5, cy - ry * 0.3, rx * 0.5, ry * 0.7);
    hi += ell(cx - rx * 0.2, cy - ry * 0.3, rx * 0.5, ry * 0.4);
  }
  return g(
    el("path", { d: trunkD, fill: trunk }) + el("path", { d: br, stroke: trunk, "stroke-width": Math.max(1, w * 0.5), fill: "none" }) + g(crown, { fill }) + (hiOp > 0 ? g(hi, { fill: lighten(leafCol, 0.25), opacity: hiOp }) : ""),
    op < 1 ? { opacity: op } : {},
  );
}
