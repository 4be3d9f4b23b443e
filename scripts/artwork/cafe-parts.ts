// Shared pieces for the café scenes: palettes, skies, roof tiles, awnings, windows.
import { type Defs, type Rng, darken, el, g, lighten, n } from "./core";
import { hills, rect, sky, specks, sun } from "./scene";

export const W = 800;
export const H = 600;

export type Time = "day" | "dusk" | "night" | "dawn" | "mist";
export interface CafePal {
  wall: string;
  trim: string;
  accent: string;
  accent2: string;
  wood: string;
  floor: string;
  plant: string;
  time: Time;
  mirror?: boolean;
}

const SKIES: Record<Time, [number, string][]> = {
  day: [
    [0, "#8FB4CE"],
    [0.7, "#D7E4E8"],
    [1, "#EEF0E6"],
  ],
  dusk: [
    [0, "#3E3F6E"],
    [0.5, "#B9778A"],
    [0.8, "#EDA27A"],
    [1, "#F6C68C"],
  ],
  night: [
    [0, "#0B1326"],
    [0.7, "#22335A"],
    [1, "#3A4A6E"],
  ],
  dawn: [
    [0, "#A9BFD0"],
    [0.6, "#EAD9C2"],
    [1, "#F4D29C"],
  ],
  mist: [
    [0, "#A8B5BC"],
    [0.7, "#D8DEDD"],
    [1, "#E8EAE4"],
  ],
};
const HILLS: Record<Time, [string, string, string]> = {
  day: ["#9DB6C6", "#3E6150", "#E8EEEA"],
  dusk: ["#A07A98", "#3A2A48", "#F0B89A"],
  night: ["#3A4C72", "#111A2E", "#5A6E92"],
  dawn: ["#B7C3CC", "#5A6E72", "#F4E6CC"],
  mist: ["#B4C0C4", "#5E7068", "#EEF0EC"],
};
export const isDark = (t: Time) => t === "night" || t === "dusk";

/** Sky + distant hills for a given time of day, sized to a region. */
export function outdoor(
  d: Defs,
  rng: Rng,
  t: Time,
  w: number,
  h: number,
  top: number,
  bottom: number,
  count = 3,
): string {
  let o = sky(d, w, h, SKIES[t]);
  if (t === "night")
    o +=
      specks(rng, 40, 0, 0, w, top, "#EEF2F8", 0.5, 1.4) +
      sun(d, w * 0.78, top * 0.4, 16, "#F2F2EA", "#C9D4E8", 90, 0.4);
  if (t === "dawn" || t === "dusk") o += sun(d, w * 0.3, top + 10, 26, "#FFF0D0", "#FFD9A0", 160, 0.6);
  const [far, near, mist] = HILLS[t];
  return (
    o +
    hills(d, rng, { w, h, count, top, bottom, far, near, mist, amp: Math.min(60, (bottom - top) * 0.6), mistOp: 0.6 })
  );
}

/** Mangalore clay-tile roof texture. */
export function tilePattern(d: Defs, base: string): string {
  const id = d.raw(`tile${base}`, (id) =>
    el(
      "pattern",
      { id, width: 22, height: 15, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 22, 15, darken(base, 0.25)) +
        el("path", { d: "M1 15V4Q1 0 5 0H17Q21 0 21 4V15Z", fill: base }) +
        el("path", { d: "M5 1H11V15H5Z", fill: lighten(base, 0.18), opacity: 0.6 }),
    ),
  );
  return `url(#${id})`;
}

/** Vertical stripe pattern for awnings. */
export function stripes(d: Defs, a: string, b: string, w = 26): string {
  const id = d.raw(`str${a}${b}${w}`, (id) =>
    el(
      "pattern",
      { id, width: w * 2, height: 10, patternUnits: "userSpaceOnUse" },
      rect(0, 0, w, 10, a) + rect(w, 0, w, 10, b),
    ),
  );
  return `url(#${id})`;
}

/** Athangudi-style floor/counter tile. */
export function athangudi(d: Defs, base: string, motif: string, s = 40): string {
  const h = s / 2;
  const id = d.raw(`ath${base}${motif}${s}`, (id) =>
    el(
      "pattern",
      { id, width: s, height: s, patternUnits: "userSpaceOnUse" },
      rect(0, 0, s, s, base) +
        el("path", {
          d: `M${h} ${n(s * 0.12)}L${n(s * 0.88)} ${h}L${h} ${n(s * 0.88)}L${n(s * 0.12)} ${h}Z`,
          fill: motif,
        }) +
        el("circle", { cx: h, cy: h, r: s * 0.12, fill: base }) +
        el("path", { d: `M0 0H${s}V${s}`, fill: "none", stroke: darken(base, 0.25), "stroke-width": 1 }),
    ),
  );
  return `url(#${id})`;
}

/** Sloped awning with stripes and a scalloped valance. */
export function awning(d: Defs, x0: number, x1: number, y: number, depth: number, a: string, b: string): string {
  const fill = stripes(d, a, b);
  const r = 13;
  const count = Math.round((x1 - x0) / (r * 2));
  const step = (x1 - x0) / count;
  let val = `M${n(x0 - 14)} ${n(y + depth)}H${n(x1 + 14)}V${n(y + depth + 14)}`;
  for (let i = 0; i < count; i++) {
    const x = x1 + 14 - (i + 1) * (step + 28 / count);
    val += `A${n(step / 2)} ${n(step / 2.6)} 0 0 1 ${n(x)} ${n(y + depth + 14)}`;
  }
  val += "Z";
  return (
    el("path", { d: `M${n(x0)} ${n(y)}H${n(x1)}L${n(x1 + 14)} ${n(y + depth)}H${n(x0 - 14)}Z`, fill }) +
    el("path", {
      d: `M${n(x0)} ${n(y)}H${n(x1)}L${n(x1 + 14)} ${n(y + depth)}H${n(x0 - 14)}Z`,
      fill: d.lin([
        [0, "#000", 0.25],
        [1, "#000", 0],
      ]),
    }) +
    el("path", { d: val, fill }) +
    el("rect", { x: x0 - 6, y: y - 6, width: x1 - x0 + 12, height: 8, rx: 3, fill: "#2B1A12", opacity: 0.7 })
  );
}

/** Glowing shop window with interior silhouettes (shelves, lamps, a guest). */
export function shopWindow(
  d: Defs,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  pal: CafePal,
  glow: string,
): string {
  let o = rect(
    x,
    y,
    w,
    h,
    d.lin([
      [0, lighten(glow, 0.25)],
      [1, darken(glow, 0.15)],
    ]),
  );
  const sil = darken(glow, 0.45);
  o += el("path", {
    d: `M${n(x + 10)} ${n(y + h * 0.32)}H${n(x + w * 0.55)}M${n(x + 10)} ${n(y + h * 0.55)}H${n(x + w * 0.55)}`,
    stroke: sil,
    "stroke-width": 4,
    opacity: 0.6,
  });
  let jars = "";
  for (let i = 0; i < 7; i++) {
    const jx = x + 16 + i * ((w * 0.5 - 20) / 7);
    const jh = rng.range(12, 22);
    jars +=
      el("rect", { x: jx, y: y + h * 0.32 - jh - 2, width: 11, height: jh, rx: 2 }) +
      el("rect", { x: jx + rng.range(-2, 4), y: y + h * 0.55 - 16, width: 12, height: 14, rx: 2 });
  }
  o += g(jars, { fill: sil, opacity: 0.55 });
  for (const f of [0.3, 0.72]) {
    const lx = x + w * f;
    o +=
      el("path", { d: `M${n(lx)} ${n(y)}V${n(y + 24)}`, stroke: sil, "stroke-width": 1.5 }) +
      el("circle", {
        cx: lx,
        cy: y + 30,
        r: 22,
        fill: d.rad([
          [0, "#FFF4D8", 0.9],
          [1, "#FFF4D8", 0],
        ]),
      }) +
      el("path", { d: `M${n(lx - 9)} ${n(y + 32)}Q${n(lx)} ${n(y + 18)} ${n(lx + 9)} ${n(y + 32)}Z`, fill: sil });
  }
  const px = x + w * 0.74;
  o +=
    el("path", {
      d: `M${n(px - 30)} ${n(y + h)}Q${n(px - 30)} ${n(y + h * 0.6)} ${n(px)} ${n(y + h * 0.58)}Q${n(px + 30)} ${n(y + h * 0.6)} ${n(px + 30)} ${n(y + h)}Z`,
      fill: sil,
      opacity: 0.6,
    }) + el("circle", { cx: px, cy: y + h * 0.47, r: 15, fill: sil, opacity: 0.6 });
  o += rect(x, y + h * 0.78, w, h * 0.22, sil, { opacity: 0.35 });
  o += el("path", {
    d: `M${n(x + w * 0.08)} ${n(y + h)}L${n(x + w * 0.35)} ${n(y)}H${n(x + w * 0.45)}L${n(x + w * 0.18)} ${n(y + h)}Z`,
    fill: "#fff",
    opacity: 0.12,
  });
  o += el("path", {
    d: `M${n(x + w / 3)} ${n(y)}V${n(y + h)}M${n(x + (2 * w) / 3)} ${n(y)}V${n(y + h)}`,
    stroke: pal.trim,
    "stroke-width": 5,
  });
  o += el("rect", { x, y, width: w, height: h, fill: "none", stroke: pal.trim, "stroke-width": 9 });
  return o;
}

/** Little hanging sign with a cup emblem (no lettering). */
export function cupSign(cx: number, cy: number, bg: string, fg: string): string {
  return (
    el("rect", { x: cx - 70, y: cy - 22, width: 140, height: 44, rx: 22, fill: bg }) +
    el("path", {
      d: `M${cx - 16} ${cy - 8}H${cx + 14}V${cy + 2}Q${cx + 14} ${cy + 12} ${cx - 1} ${cy + 12}Q${cx - 16} ${cy + 12} ${cx - 16} ${cy + 2}ZM${cx + 14} ${cy - 5}Q${cx + 23} ${cy - 5} ${cx + 23} ${cy + 1}Q${cx + 23} ${cy + 6} ${cx + 13} ${cy + 6}`,
      fill: fg,
      stroke: fg,
      "stroke-width": 2,
    }) +
    el("path", {
      d: `M${cx - 56} ${cy}H${cx - 30}M${cx + 32} ${cy}H${cx + 56}`,
      stroke: fg,
      "stroke-width": 2,
      opacity: 0.7,
    })
  );
}
