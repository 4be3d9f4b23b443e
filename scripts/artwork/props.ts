// Objects: brass/steel filter, tumbler-davara, ceramic cup, steam, plants, furniture, lights.
import { leaf } from "./botany";
import { type Defs, type Rng, type Stop, darken, el, g, lighten, n } from "./core";

export const METAL: Record<"brass" | "steel" | "copper", Stop[]> = {
  brass: [
    [0, "#6E5018"],
    [0.16, "#C9A050"],
    [0.34, "#F4E0A2"],
    [0.52, "#C0913C"],
    [0.8, "#8C6826"],
    [1, "#5A4112"],
  ],
  steel: [
    [0, "#5B6268"],
    [0.16, "#BFC7CC"],
    [0.34, "#F3F5F6"],
    [0.52, "#A3ACB2"],
    [0.8, "#7C858B"],
    [1, "#51585D"],
  ],
  copper: [
    [0, "#6A2E16"],
    [0.16, "#C06A3E"],
    [0.34, "#F0B08A"],
    [0.52, "#B8603A"],
    [0.8, "#8A4024"],
    [1, "#5A2410"],
  ],
};
type Metal = keyof typeof METAL;

const at = (x: number, y: number, s: number) =>
  `translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${+s.toFixed(2)})` : ""}`;

/** Tumbler standing in its davara, origin at the bottom centre. */
export function tumblerDavara(
  d: Defs,
  x: number,
  bottom: number,
  s: number,
  metal: Metal = "steel",
  froth = true,
): string {
  const m = d.hor(METAL[metal]);
  const dark = (METAL[metal][5] as Stop)[1];
  let o = el("ellipse", { cx: 0, cy: -40, rx: 50, ry: 7, fill: darken(dark, 0.2) });
  o += el("path", { d: "M-26 -112L-20 -30H20L26 -112Z", fill: m });
  o += el("ellipse", { cx: 0, cy: -112, rx: 26, ry: 4.5, fill: lighten(dark, 0.3) });
  o += el("ellipse", { cx: 0, cy: -111.5, rx: 23, ry: 3.4, fill: froth ? "#D9B88E" : "#3A2317" });
  o += el("path", { d: "M-24.5 -88H24.5", stroke: dark, "stroke-width": 1.2, opacity: 0.6 });
  o += el("path", { d: "M-50 -40Q-49 -4 -32 0H32Q49 -4 50 -40Z", fill: m });
  o += el("path", { d: "M-50 -40A50 7 0 0 0 50 -40", fill: "none", stroke: lighten(dark, 0.6), "stroke-width": 2 });
  return g(el("ellipse", { cx: 4, cy: 0, rx: 56, ry: 6, fill: "#000", opacity: 0.25 }) + o, {
    transform: at(x, bottom, s),
  });
}

/** South Indian coffee filter (two stacked vessels + lid), optionally with a tumbler set. */
export function filterSet(
  d: Defs,
  x: number,
  bottom: number,
  s: number,
  metal: Metal = "brass",
  withTumbler = false,
): string {
  const m = d.hor(METAL[metal]);
  const dark = (METAL[metal][5] as Stop)[1];
  const rimLight = lighten(dark, 0.55);
  let o = el("ellipse", { cx: 6, cy: 0, rx: 58, ry: 7, fill: "#000", opacity: 0.28 });
  o += el("path", { d: "M-42 -92V-5Q-42 0 -37 0H37Q42 0 42 -5V-92Z", fill: m });
  o += el("path", { d: "M-42 -30H42M-42 -26H42", stroke: dark, "stroke-width": 1, opacity: 0.5 });
  o += el("path", { d: "M-37 -168V-92H37V-168Z", fill: m });
  o += el("ellipse", { cx: 0, cy: -92, rx: 45, ry: 6.5, fill: m });
  o += el("path", { d: "M-45 -92A45 6.5 0 0 0 45 -92", fill: "none", stroke: rimLight, "stroke-width": 1.5 });
  o += el("path", { d: "M-40 -168Q-39 -190 0 -192Q39 -190 40 -168Z", fill: m });
  o += el("ellipse", { cx: 0, cy: -168, rx: 41, ry: 5, fill: m });
  o += el("path", { d: "M-41 -168A41 5 0 0 0 41 -168", fill: "none", stroke: rimLight, "stroke-width": 1.2 });
  o += el("path", { d: "M-6 -191V-198H6V-191Z", fill: dark });
  o += el("ellipse", { cx: 0, cy: -201, rx: 10, ry: 5, fill: m });
  let out = g(o, { transform: at(x, bottom, s) });
  if (withTumbler) out += tumblerDavara(d, x + 92 * s, bottom, s * 0.9, metal);
  return out;
}

/** Soft rising steam: a few S-curves with a fade-out gradient. */
export function steam(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  h: number,
  color: string,
  count = 3,
  width = 5,
  op = 0.55,
): string {
  const stroke = d.lin(
    [
      [0, color, 0],
      [0.6, color, op * 0.6],
      [1, color, op],
    ],
    { x1: 0, y1: y - h, x2: 0, y2: y, user: true },
  );
  let p = "";
  for (let i = 0; i < count; i++) {
    const sx = x + (i - (count - 1) / 2) * width * 3.2 + rng.range(-3, 3);
    const a = rng.range(8, 16) * (i % 2 ? 1 : -1);
    p += `M${n(sx)} ${n(y)}C${n(sx + a)} ${n(y - h * 0.2)} ${n(sx - a)} ${n(y - h * 0.4)} ${n(sx)} ${n(y - h * 0.55)}S${n(sx + a)} ${n(y - h * 0.85)} ${n(sx + a * 0.3)} ${n(y - h)}`;
  }
  return el("path", { d: p, fill: "none", stroke, "stroke-width": width, "stroke-linecap": "round" });
}

/** Ceramic cup on a saucer, origin at the saucer's bottom centre (template per colour, placed with <use>). */
export function cup(d: Defs, x: number, bottom: number, s: number, color: string, saucer = true): string {
  const id = d.raw(`cup${color}${saucer}`, (id) => {
    const body = d.hor([
      [0, darken(color, 0.25)],
      [0.3, lighten(color, 0.15)],
      [0.7, color],
      [1, darken(color, 0.35)],
    ]);
    let o = el("ellipse", { cx: 8, cy: 2, rx: 78, ry: 10, fill: "#000", opacity: 0.25 });
    if (saucer) {
      o += el("ellipse", { cx: 0, cy: -6, rx: 72, ry: 13, fill: darken(color, 0.2) });
      o += el("ellipse", { cx: 0, cy: -9, rx: 66, ry: 10, fill: body });
    }
    o += el("path", { d: "M42 -60C70 -64 70 -28 34 -28", fill: "none", stroke: darken(color, 0.1), "stroke-width": 8 });
    o += el("path", { d: "M-47 -72C-47 -30 -30 -14 0 -14C30 -14 47 -30 47 -72Z", fill: body });
    o += el("ellipse", { cx: 0, cy: -72, rx: 47, ry: 9, fill: lighten(color, 0.3) });
    o += el("ellipse", { cx: 0, cy: -71.5, rx: 42, ry: 6.8, fill: "#8A5A34" });
    o += el("ellipse", { cx: 0, cy: -71, rx: 37, ry: 5.4, fill: "#3A2216" });
    return g(o, { id });
  });
  return el("use", { href: `#${id}`, transform: at(x, bottom, s) });
}

/** Potted plant with fanned glossy leaves. */
export function plant(d: Defs, rng: Rng, x: number, bottom: number, s: number, pot: string, leafCol: string): string {
  let o = "";
  const count = rng.int(6, 9);
  for (let i = 0; i < count; i++) {
    const a = -160 + (140 * i) / (count - 1) + rng.range(-8, 8);
    const len = rng.range(50, 80) * (1 - Math.abs(a + 90) / 220);
    o += leaf(d, rng.range(-6, 6), -48, a, len, len * 0.42, leafCol, darken(leafCol, 0.25), false);
  }
  o += el("path", {
    d: "M-30 -50H30L24 0H-24Z",
    fill: d.hor([
      [0, darken(pot, 0.2)],
      [0.4, lighten(pot, 0.12)],
      [1, darken(pot, 0.3)],
    ]),
  });
  o += el("rect", { x: -33, y: -56, width: 66, height: 10, rx: 2, fill: lighten(pot, 0.08) });
  return g(o, { transform: at(x, bottom, s) });
}

/** Hanging planter on cords: leaves fan up out of the pot and trail down its sides. */
export function hangingPlant(
  d: Defs,
  rng: Rng,
  x: number,
  top: number,
  y: number,
  pot: string,
  leafCol: string,
): string {
  const dark = darken(leafCol, 0.3);
  let o = el("path", {
    d: `M${n(x)} ${n(top)}L${n(x - 18)} ${n(y)}M${n(x)} ${n(top)}L${n(x + 18)} ${n(y)}`,
    stroke: "#2B1A12",
    "stroke-width": 1,
    fill: "none",
  });
  for (let k = 0; k < 5; k++)
    o += leaf(
      d,
      x + rng.range(-8, 8),
      y + 2,
      -150 + k * 30 + rng.range(-8, 8),
      rng.range(26, 40),
      14,
      leafCol,
      dark,
      false,
    );
  for (const sx of [-1, 1])
    for (let k = 0; k < 3; k++)
      o += leaf(
        d,
        x + sx * (14 + k * 3),
        y + 10 + k * 16,
        90 - sx * rng.range(5, 25),
        rng.range(22, 32),
        12,
        leafCol,
        dark,
        false,
      );
  o += el("path", {
    d: `M${n(x - 20)} ${n(y)}H${n(x + 20)}L${n(x + 14)} ${n(y + 24)}H${n(x - 14)}Z`,
    fill: d.hor([
      [0, darken(pot, 0.2)],
      [0.4, lighten(pot, 0.12)],
      [1, darken(pot, 0.3)],
    ]),
  });
  return o;
}

/** Round bistro table with two bentwood chairs, origin at floor centre. */
export function bistro(x: number, floor: number, s: number, wood: string, top: string): string {
  const st = { fill: "none", stroke: wood, "stroke-width": 4, "stroke-linecap": "round", "stroke-linejoin": "round" };
  const chair = (dx: number, dir: number) =>
    el("path", {
      d: `M${dx} 0L${dx + dir * 4} -44M${dx + dir * 34} 0L${dx + dir * 30} -44M${dx + dir * 2} -46H${dx + dir * 34}M${dx + dir * 32} -46L${dx + dir * 40} -96Q${dx + dir * 42} -104 ${dx + dir * 34} -102`,
      ...st,
    });
  const o =
    chair(-58, -1) +
    chair(58, 1) +
    el("path", { d: "M0 -70V-4M-20 0H20", ...st, "stroke-width": 5 }) +
    el("ellipse", { cx: 0, cy: -72, rx: 42, ry: 7, fill: top }) +
    el("path", { d: "M-42 -72V-68A42 7 0 0 0 42 -68V-72", fill: darken(top, 0.3) });
  return g(o, { transform: at(x, floor, s) });
}

/** Catenary string of warm bulbs with little glows. */
export function stringLights(
  d: Defs,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  count: number,
  bulb = "#FFD98A",
  wire = "#2B1A12",
): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag * 2;
  let o = el("path", {
    d: `M${n(x1)} ${n(y1)}Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`,
    fill: "none",
    stroke: wire,
    "stroke-width": 1.4,
    opacity: 0.8,
  });
  const glow = d.rad([
    [0, bulb, 0.55],
    [1, bulb, 0],
  ]);
  let bulbs = "";
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const bx = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const by = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2;
    o += el("circle", { cx: bx, cy: by + 6, r: 14, fill: glow });
    bulbs += el("ellipse", { cx: bx, cy: by + 6, rx: 3.2, ry: 4.2 });
  }
  return o + g(bulbs, { fill: bulb });
}

/** Pendant lamp with a cone of light below. */
export function pendant(
  d: Defs,
  x: number,
  top: number,
  len: number,
  shade: string,
  light: string,
  floor: number,
): string {
  const y = top + len;
  return (
    el("path", {
      d: `M${n(x - 18)} ${n(y + 26)}L${n(x - 150)} ${n(floor)}H${n(x + 150)}L${n(x + 18)} ${n(y + 26)}Z`,
      fill: d.lin([
        [0, light, 0.3],
        [1, light, 0],
      ]),
    }) +
    el("path", { d: `M${n(x)} ${n(top)}V${n(y)}`, stroke: "#1E1410", "stroke-width": 1.5 }) +
    el("path", {
      d: `M${n(x - 26)} ${n(y + 26)}Q${n(x - 24)} ${n(y)} ${n(x)} ${n(y)}Q${n(x + 24)} ${n(y)} ${n(x + 26)} ${n(y + 26)}Z`,
      fill: d.hor([
        [0, darken(shade, 0.2)],
        [0.4, lighten(shade, 0.2)],
        [1, darken(shade, 0.3)],
      ]),
    }) +
    el("ellipse", { cx: x, cy: y + 26, rx: 26, ry: 4, fill: light }) +
    el("circle", {
      cx: x,
      cy: y + 34,
      r: 46,
      fill: d.rad([
        [0, light, 0.5],
        [1, light, 0],
      ]),
    })
  );
}
