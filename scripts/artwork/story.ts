// Hero backdrop, About/Philosophy illustrations, favicon and logo mark.
import { bushRow, cherry, coffeeBranch, leaf, silverOak, treeLine } from "./botany";
import { tilePattern } from "./cafe-parts";
import { Defs, type Pt, Rng, darken, el, g, lighten, n, svgDoc } from "./core";
import { estateHill, pepperVine, ridgeAt } from "./estate";
import { birds, hills, mistBand, rect, sky, specks, sun, vignette } from "./scene";

export function heroSvg(): string {
  const d = new Defs();
  const rng = new Rng("hero/hills.svg");
  const w = 1600;
  const h = 900;
  let o = sky(d, w, h, [
    [0, "#16202E"],
    [0.28, "#34465A"],
    [0.5, "#8E96A2"],
    [0.62, "#E2BC96"],
    [1, "#C98E62"],
  ]);
  o += sun(d, 1180, 520, 46, "#FFF0D0", "#F7C88E", 520, 0.75);
  o += specks(rng, 25, 0, 0, w, 240, "#E8EEF4", 0.6, 1.3, 0.2, 0.6);
  o += birds(rng, 5, 1080, 380, 70, "#3E3A3A", 9);
  // Silver oaks stand on the ridges as the light comes up: a soft tree line along a distant
  // crest, a few hazy trees nearer, and a tall dark group framing the right edge.
  const trees = new Rng("hero/hills.svg#trees");
  const layer = (i: number, pts: Pt[], col: string, fill: string) => {
    const crest = (x: number) => ridgeAt(pts, x);
    if (i === 2) return treeLine(trees, crest, 880, 1610, 6, 11, fill, { opacity: 0.9 });
    if (i === 3) return treeLine(trees, crest, 1180, 1610, 8, 15, fill);
    let t = "";
    const group = (spec: readonly (readonly [number, number])[], c: string) => {
      for (const [x, hh] of spec) t += silverOak(d, trees, x, crest(x) + 8, hh, c, c, 1, 0);
    };
    if (i === 4)
      group(
        [
          [1018, 96],
          [1044, 128],
          [1296, 150],
          [1334, 196],
          [1362, 138],
          [1418, 172],
        ],
        fill,
      );
    if (i === 5)
      group(
        [
          [1522, 330],
          [1578, 286],
        ],
        "#121816",
      );
    return t;
  };
  o += hills(d, rng, {
    w,
    h,
    count: 6,
    top: 500,
    bottom: 800,
    far: "#8E9DB0",
    near: "#17201E",
    mist: "#EFD3B2",
    amp: 90,
    ampNear: 55,
    mistOp: 0.55,
    haze: 0.65,
    freq: 1.6,
    layer,
  });
  const ground = (x: number) => 842 - 40 * Math.pow(Math.max(0, (x - 700) / 900), 0.8);
  o += bushRow(trees, 560, 1620, (x) => ground(x) - 5, 10, 910, "#131A18");
  o += el("path", { d: "M-10 842Q700 840 1610 800V910H-10Z", fill: "#111614" });
  // quiet the left side for headline text
  o += rect(
    0,
    0,
    w,
    h,
    d.hor([
      [0, "#0E1218", 0.72],
      [0.35, "#0E1218", 0.42],
      [0.6, "#0E1218", 0],
    ]),
  );
  o += rect(
    0,
    0,
    w,
    h,
    d.lin([
      [0, "#0E1218", 0.3],
      [0.3, "#0E1218", 0],
      [0.8, "#0E1218", 0],
      [1, "#0E1218", 0.4],
    ]),
  );
  return svgDoc(w, h, "Layered Western Ghats ridges at dawn, mist in the valleys and silver oaks on the slopes", d, o);
}

export function estateSvg(): string {
  const d = new Defs();
  const rng = new Rng("story/estate.svg");
  const w = 1200;
  const h = 800;
  let o = sky(d, w, h, [
    [0, "#B7C7D0"],
    [0.5, "#ECE2CC"],
    [1, "#F2D7A6"],
  ]);
  o += sun(d, 300, 260, 40, "#FFF5DA", "#FCE1AA", 300, 0.7);
  o += hills(d, rng, {
    w,
    h,
    count: 3,
    top: 260,
    bottom: 380,
    far: "#A9B8C4",
    near: "#5E7468",
    mist: "#F4ECDA",
    amp: 70,
  });
  o += estateHill(d, rng, w, h, 440, 40, "#7E9A62", "#5E7E48", 2, 18, 12);
  // bungalow
  const bx = 700;
  const by = 450;
  let b = rect(bx, by - 70, 260, 70, "#EFE6D2") + rect(bx, by - 24, 260, 24, "#D9CDB4");
  for (let i = 0; i < 5; i++)
    b += rect(bx + 20 + i * 50, by - 58, 22, 30, "#4A3A2E") + rect(bx + 14 + i * 50, by - 70, 4, 70, "#8A5A34");
  b += el("path", {
    d: `M${bx - 24} ${by - 66}L${bx + 40} ${by - 120}H${bx + 220}L${bx + 284} ${by - 66}Z`,
    fill: tilePattern(d, "#B5532E"),
  });
  b += rect(bx - 26, by - 70, 312, 8, "#6E3A22");
  o += b + rect(bx - 10, by - 4, 280, 8, "#000", { opacity: 0.15 });
  for (const [x, hh] of [
    [640, 190],
    [1010, 230],
    [1080, 170],
  ] as const)
    o += silverOak(d, rng, x, by + 10, hh, "#4A4A3E", "#6E8A6A", 0.9);
  o += mistBand(d, w, 440, 80, "#F4ECDA", 0.5);
  o += estateHill(d, rng, w, h, 580, 40, "#5E8A48", "#3E6A34", 4, 26, 22);
  o += el("path", {
    d: "M-10 700Q300 660 620 680T1210 650V810H-10Z",
    fill: d.lin([
      [0, "#3E6232"],
      [1, "#24381C"],
    ]),
  });
  o += el("path", {
    d: "M92 810L104 -10H122L134 810Z",
    fill: d.hor([
      [0, "#3A3026"],
      [0.4, "#6E6250"],
      [1, "#2A221A"],
    ]),
  });
  o += pepperVine(d, rng, 113, 160, 760, "#3E7A3E");
  o += coffeeBranch(d, rng, {
    x: 1220,
    y: 760,
    angle: 205,
    length: 340,
    bend: 18,
    nodes: 4,
    leafLen: 130,
    leafColor: "#3E7A4A",
    leafDark: "#2A5434",
    cherries: ["#B3202B", "#C42A2A", "#D0402E", "#7FA040"],
    cherryR: 14,
  });
  return svgDoc(
    w,
    h,
    "A Western Ghats coffee estate: bungalow, silver oaks and rows of coffee in morning mist",
    d,
    o + vignette(d, w, h, "#1A120D", 0.3),
  );
}

export function handsSvg(): string {
  const d = new Defs();
  const rng = new Rng("story/hands.svg");
  const w = 1200;
  const h = 800;
  let o = rect(
    0,
    0,
    w,
    h,
    d.rad(
      [
        [0, "#3E5E44"],
        [1, "#15261B"],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
  for (let i = 0; i < 12; i++)
    o += g(
      leaf(
        d,
        rng.range(-100, w),
        rng.range(-60, h),
        rng.range(0, 360),
        rng.range(220, 380),
        rng.range(90, 150),
        "#2F5A3E",
        "#22452E",
        false,
      ),
      { opacity: 0.45 },
    );
  for (let i = 0; i < 10; i++)
    o += el("circle", {
      cx: rng.range(0, w),
      cy: rng.range(0, 400),
      r: rng.range(20, 60),
      fill: d.rad([
        [0, "#E9F0C0", 0.25],
        [1, "#E9F0C0", 0],
      ]),
    });
  o += coffeeBranch(d, rng, {
    x: 1220,
    y: 40,
    angle: 150,
    length: 360,
    bend: 20,
    nodes: 4,
    leafLen: 130,
    leafColor: "#3E7A4A",
    leafDark: "#2A5434",
    cherries: ["#B3202B", "#C42A2A"],
    cherryR: 13,
  });
  const skin = "#B57A52";
  const line = "#5E3420";
  const hand = (m: number) => {
    const X = (x: number) => n(600 + m * (x - 600));
    const sk = d.lin(
      [
        [0, darken(skin, 0.25)],
        [0.35, skin],
        [1, darken(skin, 0.06)],
      ],
      { x1: 600 + m * -270, y1: 0, x2: 600, y2: 0, user: true },
    );
    let p = "";
    p += el("path", {
      d: `M${X(250)} 810C${X(300)} 720 ${X(345)} 660 ${X(372)} 600L${X(564)} 596C${X(574)} 670 ${X(580)} 740 ${X(594)} 810Z`,
      fill: sk,
    });
    // fingers (outline stroke, skin, highlight, knuckle creases)
    const fingers: [number, number, number, number][] = [
      [405, 150, 48, 14],
      [458, 176, 50, 10],
      [511, 160, 48, 6],
      [562, 124, 42, 2],
    ];
    let fo = "";
    let fs = "";
    let hi = "";
    let cr = "";
    for (const [x, len, fw, lean] of fingers) {
      const dd = `M${X(x)} 420Q${X(x + lean * 0.2)} ${n(420 - len * 0.6)} ${X(x + lean)} ${n(420 - len)}`;
      fo += el("path", { d: dd, "stroke-width": fw + 6 });
      fs += el("path", { d: dd, "stroke-width": fw });
      hi += el("path", {
        d: `M${X(x - fw * 0.18)} ${n(410 - len * 0.2)}Q${X(x - fw * 0.18 + lean * 0.2)} ${n(420 - len * 0.6)} ${X(x + lean - fw * 0.15)} ${n(420 - len * 0.92)}`,
        "stroke-width": fw * 0.22,
      });
      for (const f of [0.5, 0.78])
        cr += `M${X(x + lean * f * 0.8 - fw * 0.3)} ${n(420 - len * f)}q${n(m * fw * 0.3)} 5 ${n(m * fw * 0.6)} 0`;
    }
    p += g(fo, { stroke: line, fill: "none", "stroke-linecap": "round" });
    p += g(fs, { stroke: skin, fill: "none", "stroke-linecap": "round" });
    p += g(hi, { stroke: lighten(skin, 0.2), fill: "none", "stroke-linecap": "round", opacity: 0.6 });
    p += el("path", { d: cr, fill: "none", stroke: line, "stroke-width": 2, opacity: 0.4 });
    // thumb along the outer side
    const th = `M${X(396)} 574Q${X(334)} 548 ${X(340)} 454`;
    p += el("path", { d: th, fill: "none", stroke: line, "stroke-width": 60, "stroke-linecap": "round" });
    p += el("path", { d: th, fill: "none", stroke: skin, "stroke-width": 54, "stroke-linecap": "round" });
    p += el("path", {
      d: `M${X(372)} 566Q${X(324)} 540 ${X(328)} 462`,
      fill: "none",
      stroke: darken(skin, 0.18),
      "stroke-width": 12,
      "stroke-linecap": "round",
      opacity: 0.5,
    });
    p += el("path", {
      d: `M${X(352)} 496q${n(m * 14)} 6 ${n(m * 26)} 0`,
      fill: "none",
      stroke: line,
      "stroke-width": 2,
      opacity: 0.4,
    });
    // palm, its outer edge, lines
    p += el("path", {
      d: `M${X(372)} 612C${X(340)} 520 ${X(350)} 440 ${X(380)} 396L${X(592)} 386C${X(604)} 450 ${X(604)} 540 ${X(568)} 612Z`,
      fill: sk,
    });
    p += el("path", {
      d: `M${X(372)} 606C${X(340)} 520 ${X(350)} 440 ${X(380)} 396`,
      fill: "none",
      stroke: line,
      "stroke-width": 3,
    });
    p += el("path", {
      d: `M${X(400)} 470Q${X(480)} 446 ${X(580)} 456M${X(410)} 520Q${X(480)} 500 ${X(566)} 536`,
      fill: "none",
      stroke: line,
      "stroke-width": 2,
      opacity: 0.3,
    });
    return p;
  };
  o += el("ellipse", { cx: 600, cy: 640, rx: 380, ry: 60, fill: "#000", opacity: 0.25 });
  o += hand(1) + hand(-1);
  o += el("path", { d: "M600 392V610", stroke: line, "stroke-width": 3 });
  o += rect(
    0,
    600,
    w,
    200,
    d.lin([
      [0, "#0E1A12", 0],
      [0.9, "#0E1A12", 0.92],
    ]),
  );
  // heap of cherries, domed in the middle
  const items: [number, number, number, string][] = [];
  for (let i = 0; i < 80; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const x = 600 + Math.cos(a) * r * 205;
    const y = 482 + Math.sin(a) * r * 70 - Math.pow(1 - r, 0.8) * 100;
    items.push([x, y, rng.range(19, 24), rng.pick(["#B3202B", "#C42A2A", "#9C1A25", "#D0402E", "#8E1A24", "#C9502E"])]);
  }
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y, r, c] of items) o += cherry(d, x, y, r, c);
  o += leaf(d, 470, 400, -150, 120, 50, "#3E7A4A", "#2A5434") + leaf(d, 730, 392, -30, 110, 46, "#4A8458", "#2F5A3A");
  return svgDoc(
    w,
    h,
    "Cupped hands holding a heap of ripe red coffee cherries",
    d,
    o + vignette(d, w, h, "#0A140E", 0.4),
  );
}

/** The brand mark: a coffee bean whose S-crease rolls like a ridge line, sprouting a leaf. */
const MARK = (fill: string, crease: string) =>
  g(
    el("ellipse", { cx: 0, cy: 0, rx: 16.5, ry: 22.5, fill }) +
      el("path", {
        d: "M1.5 -21.5C-9 -11 -2 -4 0 0S8 12 -1.5 21.5",
        fill: "none",
        stroke: crease,
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
    { transform: "translate(28 36) rotate(32)" },
  ) +
  el("path", { d: "M41.5 17C42.5 9 50 3.5 59 3.5C58 12 51 17.5 41.5 17Z", fill }) +
  el("path", { d: "M43 15.5Q50 9 56 6", fill: "none", stroke: crease, "stroke-width": 1.3, "stroke-linecap": "round" });

export function faviconSvg(): string {
  const d = new Defs();
  return svgDoc(64, 64, "Bean & Bhūmi", d, rect(0, 0, 64, 64, "#F6EFE4", { rx: 14 }) + MARK("#3E2723", "#F6EFE4"));
}

export function logoSvg(): string {
  const d = new Defs();
  const id = d.raw("m", (id) => el("mask", { id }, rect(0, 0, 64, 64, "#fff") + MARK("#fff", "#000")));
  return svgDoc(64, 64, "Bean & Bhūmi", d, g(MARK("#3E2723", "#3E2723"), { mask: `url(#${id})` }));
}
