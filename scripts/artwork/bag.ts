// The stand-up coffee bag with its printed label.
import { type Defs, darken, el, esc, g, lighten, n } from "./core";

export const SERIF = "Georgia, 'DejaVu Serif', serif";

/** Approximate advance width (in em) of a string set in DejaVu Serif (wider than Georgia, so safe). */
export function textWidth(s: string, caps = false, spacingEm = 0): number {
  let w = 0;
  for (const ch of caps ? s.toUpperCase() : s) {
    if (ch === " ") w += 0.32;
    else if (ch === "·") w += 0.32;
    else if ("iljtfr.,'".includes(ch)) w += 0.36;
    else if ("mwMW".includes(ch)) w += 0.9;
    else if (ch >= "A" && ch <= "Z") w += 0.74;
    else w += 0.58;
    w += spacingEm;
  }
  return w;
}

/** Fit a title into maxW: one line if it stays large, else the most balanced two-line split. */
export function fitTitle(s: string, maxW: number, maxSize: number, minSize: number): { lines: string[]; size: number } {
  const one = Math.min(maxSize, maxW / textWidth(s));
  const words = s.split(" ");
  let best = { lines: [s], size: one };
  if (one < maxSize * 0.86 && words.length > 1) {
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(" ");
      const b = words.slice(i).join(" ");
      const size = Math.min(maxSize * 0.92, maxW / Math.max(textWidth(a), textWidth(b)));
      if (size > best.size * 1.08) best = { lines: [a, b], size };
    }
  }
  return { lines: best.lines, size: Math.max(minSize, Math.floor(best.size)) };
}

export interface LabelStyle {
  shape: "panel" | "arch" | "badge" | "band";
  bg: string;
  ink: string;
  accent: string;
}

export interface BagSpec {
  style: "pouch" | "fold";
  body: string;
  tie?: string; // tin-tie / seal accent colour
  label: LabelStyle;
  name: string;
  roast: string;
  region: string;
  emblem?: "hills" | "sun" | "leaf" | "drop";
}

function emblem(kind: BagSpec["emblem"], cx: number, cy: number, col: string): string {
  const s = (v: number) => n(v);
  switch (kind) {
    case "sun":
      return (
        el("circle", { cx, cy: cy - 2, r: 7, fill: col }) +
        el("path", {
          d: `M${s(cx - 26)} ${s(cy + 8)}Q${s(cx - 12)} ${s(cy - 4)} ${s(cx)} ${s(cy + 3)}Q${s(cx + 12)} ${s(cy - 6)} ${s(cx + 26)} ${s(cy + 8)}Z`,
          fill: col,
        })
      );
    case "leaf":
      return (
        el("path", {
          d: `M${s(cx - 16)} ${s(cy + 8)}C${s(cx - 14)} ${s(cy - 10)} ${s(cx + 4)} ${s(cy - 14)} ${s(cx + 16)} ${s(cy - 10)}C${s(cx + 12)} ${s(cy + 4)} ${s(cx)} ${s(cy + 12)} ${s(cx - 16)} ${s(cy + 8)}Z`,
          fill: col,
        }) +
        el("path", {
          d: `M${s(cx - 16)} ${s(cy + 8)}Q${s(cx)} ${s(cy - 2)} ${s(cx + 12)} ${s(cy - 8)}`,
          stroke: "#fff",
          "stroke-opacity": 0.5,
          "stroke-width": 1.2,
          fill: "none",
        })
      );
    case "drop":
      return el("path", {
        d: `M${s(cx)} ${s(cy - 13)}C${s(cx + 4)} ${s(cy - 5)} ${s(cx + 9)} ${s(cy)} ${s(cx + 9)} ${s(cy + 5)}A9 9 0 0 1 ${s(cx - 9)} ${s(cy + 5)}C${s(cx - 9)} ${s(cy)} ${s(cx - 4)} ${s(cy - 5)} ${s(cx)} ${s(cy - 13)}Z`,
        fill: col,
      });
    default:
      return (
        el("path", {
          d: `M${s(cx - 28)} ${s(cy + 9)}L${s(cx - 10)} ${s(cy - 8)}L${s(cx - 2)} ${s(cy)}L${s(cx + 9)} ${s(cy - 12)}L${s(cx + 28)} ${s(cy + 9)}Z`,
          fill: col,
        }) + el("circle", { cx: cx + 14, cy: cy - 14, r: 4, fill: col, opacity: 0.7 })
      );
  }
}

/** Label contents (emblem, name, rule, roast, region) stacked and centred in a box. */
function labelText(s: BagSpec, cx: number, top: number, h: number, maxW: number): string {
  const L = s.label;
  const t = fitTitle(s.name, maxW, 31, 17);
  const lh = t.size * 1.12;
  const roastSize = Math.min(11.5, Math.floor((maxW / textWidth(s.roast, true, 0.16)) * 10) / 10);
  const regionSize = Math.min(15, Math.floor((maxW / textWidth(s.region)) * 10) / 10);
  const block = 30 + 12 + lh * t.lines.length + 14 + roastSize + 10 + regionSize;
  let y = top + (h - block) / 2;
  let out = emblem(s.emblem, cx, y + 13, L.accent);
  y += 30 + 12;
  const fam = SERIF;
  for (const line of t.lines) {
    y += lh;
    out += el(
      "text",
      { x: cx, y: y - lh * 0.22, "font-family": fam, "font-size": t.size, fill: L.ink, "text-anchor": "middle" },
      esc(line),
    );
  }
  y += 10;
  out += el("path", {
    d: `M${n(cx - 22)} ${n(y)}H${n(cx - 5)}M${n(cx + 5)} ${n(y)}H${n(cx + 22)}`,
    stroke: L.accent,
    "stroke-width": 1.2,
  });
  out += el("rect", {
    x: cx - 2.5,
    y: y - 2.5,
    width: 5,
    height: 5,
    fill: L.accent,
    transform: `rotate(45 ${n(cx)} ${n(y)})`,
  });
  y += 8 + roastSize;
  out += el(
    "text",
    {
      x: cx,
      y,
      "font-family": fam,
      "font-size": roastSize,
      "letter-spacing": +(roastSize * 0.16).toFixed(1),
      fill: L.ink,
      "text-anchor": "middle",
    },
    esc(s.roast.toUpperCase()),
  );
  y += 10 + regionSize;
  out += el(
    "text",
    {
      x: cx,
      y,
      "font-family": fam,
      "font-size": regionSize,
      "font-style": "italic",
      fill: L.accent,
      "text-anchor": "middle",
    },
    esc(s.region),
  );
  return out;
}

function label(d: Defs, s: BagSpec, cx: number, top: number, bagW: number): string {
  const L = s.label;
  const w = bagW - 84;
  const x = cx - w / 2;
  const rim = { fill: "none", stroke: L.accent, "stroke-width": 1, opacity: 0.8 };
  switch (L.shape) {
    case "arch": {
      const h = 262;
      const r = w / 2;
      const arch = (ins: number) =>
        `M${n(x + ins)} ${n(top + h - ins)}V${n(top + r)}A${n(r - ins)} ${n(r - ins)} 0 0 1 ${n(x + w - ins)} ${n(top + r)}V${n(top + h - ins)}Z`;
      return (
        el("path", { d: arch(0), fill: L.bg }) +
        el("path", { d: arch(7), ...rim }) +
        labelText(s, cx, top + 40, h - 46, w - 30)
      );
    }
    case "badge": {
      const r = w / 2 + 6;
      const cy = top + r + 6;
      return (
        el("circle", { cx, cy, r, fill: L.bg }) +
        el("circle", { cx, cy, r: r - 7, ...rim }) +
        labelText(s, cx, cy - r + 14, r * 2 - 28, w - 34)
      );
    }
    case "band": {
      const h = 236;
      const bx = cx - bagW / 2;
      return (
        el("rect", { x: bx, y: top + 8, width: bagW, height: h, fill: L.bg }) +
        el("path", {
          d: `M${n(bx)} ${n(top + 16)}H${n(bx + bagW)}M${n(bx)} ${n(top + h)}H${n(bx + bagW)}`,
          stroke: L.accent,
          "stroke-width": 1.4,
        }) +
        labelText(s, cx, top + 16, h - 8, w - 6)
      );
    }
    default: {
      const h = 250;
      return (
        el("rect", { x, y: top, width: w, height: h, rx: 6, fill: L.bg }) +
        el("rect", { x: x + 7, y: top + 7, width: w - 14, height: h - 14, rx: 3, ...rim }) +
        labelText(s, cx, top + 4, h - 8, w - 30)
      );
    }
  }
}

/** Draw the bag centred on cx with its base at `bottom`. */
export function bag(d: Defs, s: BagSpec, cx = 400, bottom = 705, W = 310, H = 455): string {
  const L = cx - W / 2;
  const R = cx + W / 2;
  const T = bottom - H;
  const B = bottom;
  const body = s.body;
  const shade = d.hor([
    [0, darken(body, 0.38)],
    [0.06, darken(body, 0.14)],
    [0.26, lighten(body, 0.08)],
    [0.55, body],
    [0.88, darken(body, 0.16)],
    [1, darken(body, 0.4)],
  ]);
  const tie = s.tie ?? lighten(body, 0.3);
  let out = "";
  // ground contact shadow
  out += el("ellipse", {
    cx: cx + 10,
    cy: B + 2,
    rx: W * 0.72,
    ry: 20,
    fill: d.rad([
      [0, "#000", 0.45],
      [0.6, "#000", 0.16],
      [1, "#000", 0],
    ]),
  });
  if (s.style === "pouch") {
    const sealH = 36;
    const st = T + sealH;
    out += el("path", {
      d: `M${n(L)} ${n(st)}H${n(R)}C${n(R + 7)} ${n(T + 170)} ${n(R + 10)} ${n(B - 140)} ${n(R + 6)} ${n(B - 30)}Q${n(R + 4)} ${n(B - 2)} ${n(R - 18)} ${n(B)}H${n(L + 18)}Q${n(L - 4)} ${n(B - 2)} ${n(L - 6)} ${n(B - 30)}C${n(L - 10)} ${n(B - 140)} ${n(L - 7)} ${n(T + 170)} ${n(L)} ${n(st)}Z`,
      fill: shade,
    });
    // seal with crimp lines
    const crimp = d.raw(`crimp${body}`, (id) =>
      el(
        "pattern",
        { id, width: 5, height: 8, patternUnits: "userSpaceOnUse" },
        el("rect", { width: 2, height: 8, fill: "#000", opacity: 0.16 }),
      ),
    );
    out += el("rect", { x: L + 1, y: T, width: W - 2, height: sealH + 1, rx: 3, fill: shade });
    out += el("rect", { x: L + 1, y: T + 6, width: W - 2, height: sealH - 14, fill: `url(#${crimp})` });
    out += el("path", { d: `M${n(L + 1)} ${n(T + 14)}l7 4l-7 4Z`, fill: darken(body, 0.5), opacity: 0.6 });
    out += el("path", {
      d: `M${n(L + 4)} ${n(st + 16)}H${n(R - 4)}`,
      stroke: darken(body, 0.3),
      "stroke-width": 2,
      opacity: 0.5,
    });
    out += el("path", {
      d: `M${n(L + 4)} ${n(st + 19)}H${n(R - 4)}`,
      stroke: lighten(body, 0.3),
      "stroke-width": 1,
      opacity: 0.35,
    });
    out += el("path", {
      d: `M${n(L + 4)} ${n(B - 36)}Q${n(cx)} ${n(B - 18)} ${n(R - 4)} ${n(B - 36)}`,
      fill: "none",
      stroke: darken(body, 0.4),
      "stroke-width": 1.5,
      opacity: 0.35,
    });
  } else {
    const fold = 64;
    out += el("path", {
      d: `M${n(L + 4)} ${n(T + fold - 6)}H${n(R - 4)}L${n(R + 4)} ${n(B - 12)}Q${n(R + 4)} ${n(B)} ${n(R - 8)} ${n(B)}H${n(L + 8)}Q${n(L - 4)} ${n(B)} ${n(L - 4)} ${n(B - 12)}Z`,
      fill: shade,
    });
    // gusset creases
    out += el("path", {
      d: `M${n(L + 22)} ${n(T + fold)}L${n(L + 18)} ${n(B - 2)}M${n(R - 22)} ${n(T + fold)}L${n(R - 18)} ${n(B - 2)}`,
      stroke: darken(body, 0.35),
      "stroke-width": 1.5,
      opacity: 0.35,
    });
    // folded top flap
    out += el("path", {
      d: `M${n(L + 4)} ${n(T + 6)}Q${n(cx)} ${n(T - 4)} ${n(R - 4)} ${n(T + 6)}L${n(R - 2)} ${n(T + fold)}H${n(L + 2)}Z`,
      fill: d.lin([
        [0, darken(body, 0.05)],
        [1, darken(body, 0.32)],
      ]),
    });
    out += el("path", {
      d: `M${n(L + 2)} ${n(T + fold)}H${n(R - 2)}`,
      stroke: darken(body, 0.5),
      "stroke-width": 2,
      opacity: 0.5,
    });
    // tin tie
    out += el("rect", {
      x: L - 12,
      y: T + 22,
      width: W + 24,
      height: 11,
      rx: 5.5,
      fill: d.lin([
        [0, lighten(tie, 0.35)],
        [0.5, tie],
        [1, darken(tie, 0.3)],
      ]),
    });
  }
  // matte sheen
  out += el("rect", {
    x: L + 36,
    y: T + 70,
    width: 30,
    height: H - 100,
    fill: d.lin([
      [0, "#fff", 0],
      [0.4, "#fff", 0.1],
      [1, "#fff", 0],
    ]),
  });
  // degassing valve
  const vy = s.style === "pouch" ? T + 86 : T + 96;
  out +=
    el("circle", { cx, cy: vy, r: 11, fill: darken(body, 0.22) }) +
    el("circle", { cx, cy: vy, r: 6, fill: "none", stroke: lighten(body, 0.25), "stroke-width": 1.5, opacity: 0.7 });
  out += label(d, s, cx, T + 128, W);
  return g(out);
}
