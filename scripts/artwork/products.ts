// Product images: a coffee bag in a landscape or among coffee branches.
import { bag, type BagSpec } from "./bag";
import { bean, coffeeBranch, leaf } from "./botany";
import { estateHill } from "./estate";
import { type Defs, type Rng, darken, el, g, mix, n, smooth, svgDoc, Defs as D, Rng as R } from "./core";
import { filterSet } from "./props";
import { birds, cloudStreaks, hills, mistBlob, ridgePoints, sky, specks, sun, vignette } from "./scene";

const W = 800;
type Stops = [number, string][];

interface HillScene {
  sky: Stops;
  sun?: [number, number, number, string, string, number?, number?];
  far: string;
  near: string;
  mist: string;
  count?: number;
  top?: number;
  bottom?: number;
  amp?: number;
  sharp?: number;
  mistOp?: number;
}

function hillScene(d: Defs, rng: Rng, s: HillScene): string {
  let out = sky(d, W, W, s.sky);
  if (s.sun) out += sun(d, ...s.sun);
  out += hills(d, rng, {
    w: W,
    h: W,
    count: s.count ?? 5,
    top: s.top ?? 420,
    bottom: s.bottom ?? 640,
    far: s.far,
    near: s.near,
    mist: s.mist,
    amp: s.amp ?? 70,
    sharp: s.sharp ?? 0.35,
    mistOp: s.mistOp ?? 0.55,
  });
  return out;
}

function ground(d: Defs, top: string, bottom: string, y = 676): string {
  return el("path", {
    d: `M-10 ${y + 14}Q400 ${y - 12} 810 ${y + 10}V810H-10Z`,
    fill: d.lin([
      [0, top],
      [1, bottom],
    ]),
  });
}

const CHERRY = ["#B3202B", "#C42A2A", "#9C1A25", "#D0402E"];
const leafy = (c: string) => ({ leafColor: c, leafDark: darken(c, 0.28) });

interface Product {
  slug: string;
  title: string;
  bag: BagSpec;
  cx?: number;
  back: (d: Defs, rng: Rng) => string;
  front?: (d: Defs, rng: Rng) => string;
}

const pouch = (
  name: string,
  roast: string,
  region: string,
  body: string,
  label: BagSpec["label"],
  emblem: BagSpec["emblem"],
  tie?: string,
): BagSpec => ({ style: "pouch", name, roast, region, body, label, emblem, tie });
const fold = (
  name: string,
  roast: string,
  region: string,
  body: string,
  label: BagSpec["label"],
  emblem: BagSpec["emblem"],
  tie?: string,
): BagSpec => ({ style: "fold", name, roast, region, body, label, emblem, tie });
const CREAM = "#F6EFE4";
const INK = "#2B1A12";

export const PRODUCTS: Product[] = [
  {
    slug: "morning-dust-light-roast-coffee",
    title: "Morning Dust coffee bag in misty Chikmagalur hills at dawn",
    bag: pouch(
      "Morning Dust",
      "Light Roast",
      "Chikmagalur",
      "#7E97AA",
      { shape: "arch", bg: CREAM, ink: INK, accent: "#B08A3A" },
      "sun",
    ),
    back: (d, rng) =>
      hillScene(d, rng, {
        sky: [
          [0, "#B8C9D6"],
          [0.45, "#E3E2D8"],
          [0.62, "#F4E2B8"],
          [1, "#F1D9A4"],
        ],
        sun: [560, 352, 34, "#FDF3D8", "#F8DC9C", 230, 0.7],
        far: "#C3CFD7",
        near: "#55697A",
        mist: "#F3EEE0",
        top: 410,
        amp: 60,
        mistOp: 0.7,
      }) +
      cloudStreaks(d, rng, W, 180, 330, "#FFFFFF", 5, 0.4) +
      birds(rng, 4, 230, 250, 50, "#6A7C89") +
      ground(d, "#4F6272", "#2F3E4A"),
  },
  {
    slug: "earth-ember-dark-roast-coffee",
    title: "Earth Ember dark roast coffee bag against ember-lit Coorg ridges",
    bag: fold(
      "Earth Ember",
      "Dark Roast",
      "Coorg",
      "#2F2825",
      { shape: "panel", bg: "#F3E7D6", ink: INK, accent: "#B4432A" },
      "sun",
      "#B87333",
    ),
    back: (d, rng) =>
      hillScene(d, rng, {
        sky: [
          [0, "#171212"],
          [0.4, "#33201C"],
          [0.66, "#8A3620"],
          [0.8, "#C9582C"],
          [1, "#E07A3C"],
        ],
        sun: [230, 540, 44, "#F3A15A", "#E0622E", 260, 0.6],
        far: "#6A3322",
        near: "#141010",
        mist: "#C2542B",
        top: 470,
        amp: 80,
        mistOp: 0.35,
        sharp: 0.5,
      }) +
      specks(rng, 60, 0, 120, W, 640, "#F4A259", 1, 3, 0.2, 0.85) +
      ground(d, "#1C1513", "#0C0908"),
  },
  {
    slug: "forest-pour-medium-roast-coffee",
    title: "Forest Pour coffee bag among coffee branches heavy with red cherries",
    bag: pouch(
      "Forest Pour",
      "Medium Roast",
      "Coorg",
      "#4C7A5C",
      { shape: "badge", bg: CREAM, ink: INK, accent: "#2F4A3A" },
      "leaf",
    ),
    back: (d, rng) => {
      let o = sky(d, W, W, [
        [0, "#1E3A2B"],
        [0.6, "#2F4A3A"],
        [1, "#142519"],
      ]);
      o += el("circle", {
        cx: 560,
        cy: 220,
        r: 360,
        fill: d.rad([
          [0, "#C9D7A0", 0.35],
          [1, "#C9D7A0", 0],
        ]),
      });
      for (let i = 0; i < 9; i++)
        o += g(
          leaf(
            d,
            rng.range(0, W),
            rng.range(60, 600),
            rng.range(0, 360),
            rng.range(160, 260),
            rng.range(60, 90),
            "#3F6650",
            "#2A4A38",
            false,
          ),
          { opacity: 0.55 },
        );
      o += coffeeBranch(d, rng, {
        x: -20,
        y: 90,
        angle: 18,
        length: 360,
        bend: 30,
        nodes: 4,
        leafLen: 120,
        ...leafy("#3F7A4E"),
        cherries: CHERRY,
        cherryR: 13,
      });
      o += coffeeBranch(d, rng, {
        x: 830,
        y: 150,
        angle: 160,
        length: 300,
        bend: -35,
        nodes: 4,
        leafLen: 110,
        ...leafy("#4A8458"),
        cherries: CHERRY,
        cherryR: 12,
      });
      return o + ground(d, "#1A3023", "#0D1A12");
    },
    front: (d, rng) =>
      coffeeBranch(d, rng, {
        x: 830,
        y: 800,
        angle: 205,
        length: 250,
        bend: 20,
        nodes: 3,
        leafLen: 120,
        ...leafy("#3E7A4C"),
        cherries: CHERRY,
        cherryR: 14,
      }),
  },
  {
    slug: "golden-hush-honey-process-coffee",
    title: "Golden Hush honey-process coffee bag in honey-gold Shevaroy haze",
    bag: pouch(
      "Golden Hush",
      "Light Roast · Honey",
      "Shevaroy Hills",
      "#4A2E1E",
      { shape: "arch", bg: "#EBCB7E", ink: INK, accent: "#7A4A1C" },
      "sun",
    ),
    back: (d, rng) =>
      hillScene(d, rng, {
        sky: [
          [0, "#E9C98A"],
          [0.5, "#F0D49A"],
          [1, "#E2A84E"],
        ],
        sun: [420, 330, 70, "#FCEBC0", "#FBE2A0", 300, 0.8],
        far: "#D9A550",
        near: "#6E4519",
        mist: "#F6DEA6",
        top: 430,
        amp: 55,
        mistOp: 0.6,
      }) +
      specks(rng, 40, 0, 100, W, 600, "#FFF4D2", 1, 2.4, 0.3, 0.8) +
      ground(d, "#6A4217", "#3A2410"),
    front: (d, rng) =>
      coffeeBranch(d, rng, {
        x: -30,
        y: 790,
        angle: -28,
        length: 250,
        bend: 14,
        nodes: 3,
        leafLen: 115,
        ...leafy("#4E6A2E"),
        cherries: ["#E3A326", "#D98A1E", "#C9A24A", "#E07A1F"],
        cherryR: 14,
      }),
  },
  {
    slug: "stone-drip-cold-brew-coffee",
    title: "Stone Drip cold brew coffee bag on a stone ledge in the slate-blue Nilgiris",
    bag: fold(
      "Stone Drip",
      "Medium Roast",
      "Nilgiris",
      "#5E707D",
      { shape: "panel", bg: "#E9E6DF", ink: "#26303A", accent: "#4E6372" },
      "drop",
      "#C7CDD2",
    ),
    back: (d, rng) => {
      let o = hillScene(d, rng, {
        sky: [
          [0, "#7F8E9A"],
          [0.55, "#B8C2C9"],
          [1, "#D9DCDC"],
        ],
        sun: [610, 230, 30, "#EEF1F2", "#FFFFFF", 170, 0.45],
        far: "#A2AEB6",
        near: "#3B4750",
        mist: "#E1E5E6",
        top: 430,
        amp: 75,
        sharp: 0.55,
      });
      o += el("path", {
        d: "M-10 668L300 654L820 664V810H-10Z",
        fill: d.lin([
          [0, "#8C959B"],
          [0.08, "#6B757C"],
          [1, "#3C4349"],
        ]),
      });
      o += el("path", { d: "M-10 668L300 654L820 664", fill: "none", stroke: "#B9C1C6", "stroke-width": 2 });
      o += el("path", {
        d: "M120 700L180 760M520 690L640 790M300 720L330 800",
        stroke: "#2E3439",
        "stroke-width": 1.5,
        opacity: 0.4,
      });
      return o;
    },
    front: (d, rng) => {
      let o = "";
      for (let i = 0; i < 14; i++) {
        const x = rng.range(260, 540);
        const y = rng.range(320, 690);
        if (y > 370 && y < 640 && x > 290 && x < 510) continue;
        const r = rng.range(2.5, 6);
        o +=
          el("ellipse", { cx: x, cy: y, rx: r * 0.8, ry: r, fill: "#E6EEF3", opacity: 0.55 }) +
          el("circle", { cx: x - r * 0.25, cy: y - r * 0.35, r: r * 0.25, fill: "#fff", opacity: 0.8 });
      }
      return o;
    },
  },
  {
    slug: "clay-ritual-filter-coffee",
    title: "Clay Ritual filter coffee bag beside a brass South Indian filter on terracotta",
    cx: 340,
    bag: fold(
      "Clay Ritual",
      "City Roast Medium",
      "Chikmagalur",
      "#B2552E",
      { shape: "arch", bg: CREAM, ink: INK, accent: "#8A3B1E" },
      "leaf",
      "#C9A24A",
    ),
    back: (d, rng) =>
      hillScene(d, rng, {
        sky: [
          [0, "#E9BE98"],
          [0.6, "#E3A27A"],
          [1, "#D4825A"],
        ],
        sun: [640, 300, 48, "#F8DCC0", "#F5C9A0", 220, 0.6],
        far: "#D08D67",
        near: "#7A3A22",
        mist: "#F2D0B2",
        top: 440,
        amp: 55,
        count: 4,
      }) +
      el("path", {
        d: "M-10 660H810V810H-10Z",
        fill: d.lin([
          [0, "#8C4226"],
          [0.05, "#6E321D"],
          [1, "#3E1B10"],
        ]),
      }) +
      el("path", { d: "M-10 660H810", stroke: "#C27A52", "stroke-width": 2 }),
    front: (d) => filterSet(d, 620, 700, 1.25, "brass", true),
  },
  {
    slug: "bitter-gold-espresso-roast-coffee",
    title: "Bitter Gold espresso roast coffee bag in black and gold",
    bag: pouch(
      "Bitter Gold",
      "Dark Roast",
      "Coorg",
      "#1B1715",
      { shape: "band", bg: "#C9A24A", ink: "#15100C", accent: "#4A3512" },
      "hills",
    ),
    back: (d, rng) => {
      let o = sky(d, W, W, [
        [0, "#0C0A09"],
        [0.7, "#1A1512"],
        [1, "#0A0807"],
      ]);
      o += el("circle", {
        cx: 400,
        cy: 300,
        r: 300,
        fill: d.rad([
          [0, "#C9A24A", 0.22],
          [1, "#C9A24A", 0],
        ]),
      });
      o += el("circle", {
        cx: 400,
        cy: 300,
        r: 190,
        fill: "none",
        stroke: "#C9A24A",
        "stroke-width": 1.5,
        opacity: 0.55,
      });
      for (let i = 0; i < 5; i++) {
        const pts = ridgePoints(rng, W, 430 + i * 50, 60 - i * 6, { freq: 1, sharp: 0.25, segs: 16 });
        o += el("path", { d: smooth(pts) + "V810H-30Z", fill: mix("#1A1411", "#0B0908", i / 5) });
        o += el("path", {
          d: smooth(pts),
          fill: "none",
          stroke: "#D4AF5A",
          "stroke-width": 1.6 - i * 0.15,
          opacity: 0.85 - i * 0.1,
        });
      }
      return o + specks(rng, 40, 0, 40, W, 600, "#E3C06A", 0.8, 2, 0.2, 0.8) + ground(d, "#14100D", "#060505");
    },
  },
  {
    slug: "still-smoke-french-roast-coffee",
    title: "Still Smoke French roast coffee bag in smoky violet Pulney hills",
    bag: pouch(
      "Still Smoke",
      "French Roast",
      "Pulney Hills",
      "#3B3445",
      { shape: "badge", bg: "#DCD5E2", ink: "#231D2B", accent: "#6B5A86" },
      "hills",
    ),
    back: (d, rng) => {
      let o = hillScene(d, rng, {
        sky: [
          [0, "#3F3A4E"],
          [0.5, "#746A88"],
          [1, "#B9AFC4"],
        ],
        sun: [600, 380, 40, "#E9DCEB", "#D9C3E0", 220, 0.45],
        far: "#8F84A2",
        near: "#2A2533",
        mist: "#CEC4D8",
        top: 440,
        amp: 70,
      });
      for (let i = 0; i < 7; i++) {
        const y = rng.range(180, 600);
        o += el("path", {
          d: `M${n(rng.range(-200, 300))} ${n(y)}c120 -60 240 60 360 0s240 -60 360 0`,
          fill: "none",
          stroke: "#EAE3EF",
          "stroke-width": rng.range(18, 40),
          "stroke-linecap": "round",
          opacity: +rng.range(0.06, 0.14).toFixed(2),
        });
      }
      return o + ground(d, "#2A2433", "#151219");
    },
  },
  {
    slug: "pulney-hills-high-altitude-arabica",
    title: "Pulney Hills High Altitude arabica bag beneath crisp Kodaikanal peaks",
    bag: pouch(
      "Pulney Hills High Altitude",
      "Light Roast",
      "Kodaikanal",
      "#EEE8DC",
      { shape: "panel", bg: "#23486A", ink: CREAM, accent: "#D8B866" },
      "hills",
    ),
    back: (d, rng) =>
      hillScene(d, rng, {
        sky: [
          [0, "#2C6CA3"],
          [0.5, "#78AED3"],
          [1, "#E2EEF4"],
        ],
        sun: [640, 150, 22, "#FFFFFF", "#FFFFFF", 150, 0.6],
        far: "#9AB8CF",
        near: "#2A4658",
        mist: "#F5F9FB",
        count: 5,
        top: 380,
        bottom: 640,
        amp: 150,
        sharp: 0.85,
        mistOp: 0.8,
      }) +
      cloudStreaks(d, rng, W, 420, 600, "#FFFFFF", 7, 0.55) +
      birds(rng, 3, 180, 200, 40, "#2C4D66", 9) +
      ground(d, "#2B4454", "#172733"),
  },
  {
    slug: "nilgiri-estate-reserve-coffee",
    title: "Nilgiri Estate Reserve coffee bag with blue Nilgiri hills and tea-green estate rows",
    bag: fold(
      "Nilgiri Estate Reserve",
      "Medium Roast",
      "Nilgiris",
      "#44698C",
      { shape: "panel", bg: CREAM, ink: INK, accent: "#4E7A34" },
      "leaf",
      "#C9A24A",
    ),
    back: (d, rng) => {
      let o = hillScene(d, rng, {
        sky: [
          [0, "#93B2CB"],
          [0.55, "#CAD9E1"],
          [1, "#E6ECE2"],
        ],
        sun: [200, 260, 30, "#FFFBEA", "#FFF3CF", 160, 0.5],
        far: "#8CA8C4",
        near: "#36587C",
        mist: "#E5ECEE",
        count: 4,
        top: 400,
        bottom: 560,
        amp: 80,
      });
      o += estateHill(d, rng, W, W, 560, 22, "#A3C47A", "#7FA85A", 9, 11, 7, 0.16);
      return o;
    },
  },
  {
    slug: "shevaroy-peaberry-coffee",
    title: "Shevaroy Peaberry coffee bag among plum-dark coffee cherries",
    bag: fold(
      "Shevaroy Peaberry",
      "Medium Roast",
      "Yercaud",
      "#5A1E3C",
      { shape: "badge", bg: CREAM, ink: INK, accent: "#9E2B3E" },
      "leaf",
      "#D9B3B8",
    ),
    back: (d, rng) => {
      let o = sky(d, W, W, [
        [0, "#D8B2B4"],
        [0.5, "#B57D8A"],
        [1, "#6E2D4A"],
      ]);
      o += mistBlob(d, 400, 300, 420, 260, "#F3DDD8", 0.5);
      o += coffeeBranch(d, rng, {
        x: 820,
        y: 60,
        angle: 155,
        length: 380,
        bend: -30,
        nodes: 5,
        leafLen: 115,
        ...leafy("#35553C"),
        cherries: ["#8E1A2C", "#6E1028", "#A82432", "#5A0E24"],
        cherryR: 13,
      });
      o += coffeeBranch(d, rng, {
        x: -20,
        y: 330,
        angle: -12,
        length: 260,
        bend: -20,
        nodes: 3,
        leafLen: 105,
        ...leafy("#3D5E42"),
        cherries: ["#8E1A2C", "#A82432", "#6E1028"],
        cherryR: 12,
      });
      return o + ground(d, "#4A1A33", "#240A18");
    },
    front: (d, rng) => {
      let o = "";
      for (let i = 0; i < 9; i++)
        o += bean(
          rng.range(90, 250) + (i % 2) * 470,
          rng.range(712, 770),
          rng.range(0, 180),
          rng.range(9, 12),
          rng.pick(["#3E2416", "#4A2C1B", "#2F1B10"]),
        );
      return o;
    },
  },
  {
    slug: "kodagu-wild-ferment-coffee",
    title: "Kodagu Wild Ferment coffee bag in wild magenta and teal jungle",
    bag: pouch(
      "Kodagu Wild Ferment",
      "Light Roast · Fermented",
      "Coorg",
      "#A3245A",
      { shape: "arch", bg: CREAM, ink: INK, accent: "#0F6B6B" },
      "drop",
    ),
    back: (d, rng) => {
      let o = sky(d, W, W, [
        [0, "#0E4346"],
        [0.6, "#146466"],
        [1, "#0A3235"],
      ]);
      o += el("circle", {
        cx: 620,
        cy: 170,
        r: 420,
        fill: d.rad([
          [0, "#E0458A", 0.55],
          [0.5, "#C2286E", 0.2],
          [1, "#C2286E", 0],
        ]),
      });
      for (let i = 0; i < 10; i++)
        o += g(
          leaf(
            d,
            rng.range(-60, W),
            rng.range(0, 640),
            rng.range(0, 360),
            rng.range(200, 320),
            rng.range(80, 130),
            "#1A7A78",
            "#0E5552",
            true,
          ),
          { opacity: 0.5 },
        );
      o += coffeeBranch(d, rng, {
        x: -20,
        y: 180,
        angle: 8,
        length: 330,
        bend: 26,
        nodes: 4,
        leafLen: 120,
        ...leafy("#1F7A5A"),
        cherries: ["#D63A7A", "#B8235E", "#E2557F", "#9C1C4E"],
        cherryR: 13,
      });
      return o + ground(d, "#0C3B3C", "#051C1D");
    },
    front: (d, rng) =>
      coffeeBranch(d, rng, {
        x: 830,
        y: 760,
        angle: 200,
        length: 260,
        bend: 24,
        nodes: 3,
        leafLen: 125,
        ...leafy("#237F62"),
        cherries: ["#D63A7A", "#B8235E", "#E2557F"],
        cherryR: 14,
      }),
  },
];

export function productSvg(p: Product): string {
  const d = new D();
  const rng = new R(`products/${p.slug}.svg`);
  const body =
    p.back(d, rng) + bag(d, p.bag, p.cx ?? 400) + (p.front ? p.front(d, rng) : "") + vignette(d, W, W, "#000", 0.22);
  return svgDoc(W, W, p.title, d, body);
}
