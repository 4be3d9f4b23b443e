// Café scenes (800×600): storefronts, verandas, counters and window seats.
import { type CafePal, H, W, athangudi, awning, cupSign, isDark, outdoor, shopWindow, tilePattern } from "./cafe-parts";
import { Defs, Rng, darken, el, g, lighten, n, svgDoc } from "./core";
import { bistro, cup, filterSet, hangingPlant, pendant, plant, stringLights, tumblerDavara } from "./props";
import { rect, vignette } from "./scene";

type Layout = (d: Defs, rng: Rng, p: CafePal) => string;
const GLOW = "#FFCF85";

const storefront: Layout = (d, rng, p) => {
  let o = outdoor(d, rng, p.time, W, H, 150, 330);
  const dark = isDark(p.time);
  // building
  const tiled = rng.chance(0.5);
  if (tiled)
    o +=
      el("path", { d: "M30 150L110 70H690L770 150Z", fill: tilePattern(d, "#B5532E") }) +
      rect(24, 146, 752, 12, p.trim);
  else o += rect(56, 112, 688, 40, darken(p.wall, 0.2)) + rect(46, 104, 708, 12, p.trim);
  o += rect(
    70,
    156,
    660,
    380,
    d.lin([
      [0, darken(p.wall, 0.12)],
      [0.3, p.wall],
      [1, darken(p.wall, 0.08)],
    ]),
  );
  if (dark) o += rect(70, 156, 660, 380, "#0B1020", { opacity: p.time === "night" ? 0.45 : 0.2 });
  o += cupSign(400, 200, p.trim, p.accent2);
  o += shopWindow(d, rng, 120, 300, 290, 200, p, GLOW);
  // door
  o +=
    rect(468, 300, 112, 236, p.trim) +
    rect(
      480,
      312,
      88,
      130,
      d.lin([
        [0, lighten(GLOW, 0.2)],
        [1, darken(GLOW, 0.2)],
      ]),
    ) +
    rect(480, 452, 88, 76, darken(p.trim, 0.25));
  o += el("circle", { cx: 560, cy: 462, r: 4, fill: "#C9A24A" });
  o += awning(d, 110, 590, 236, 48, p.accent, p.accent2);
  // wall lamps
  for (const lx of [448, 600])
    o +=
      el("circle", {
        cx: lx,
        cy: 330,
        r: dark ? 60 : 30,
        fill: d.rad([
          [0, GLOW, 0.6],
          [1, GLOW, 0],
        ]),
      }) +
      el("rect", { x: lx - 6, y: 318, width: 12, height: 22, rx: 4, fill: "#2B1A12" }) +
      el("rect", { x: lx - 4, y: 322, width: 8, height: 14, rx: 3, fill: GLOW });
  // street
  o +=
    rect(
      -10,
      536,
      820,
      80,
      d.lin([
        [0, darken(p.floor, 0.1)],
        [1, darken(p.floor, 0.4)],
      ]),
    ) + rect(-10, 532, 820, 8, lighten(p.floor, 0.15));
  o += plant(d, rng, 440, 548, 0.9, p.accent, p.plant) + plant(d, rng, 90, 552, 1.1, "#B5603A", p.plant);
  o += bistro(680, 566, 1.05, "#2B1A12", p.accent2) + cup(d, 668, 490, 0.18, "#F6EFE4", false);
  o += stringLights(d, -10, 60, 810, 90, 40, 16);
  return o;
};

const veranda: Layout = (d, rng, p) => {
  let o = outdoor(d, rng, p.time, W, H, 200, 390, 4);
  o +=
    rect(-10, 380, 820, 76, p.wall) +
    rect(-10, 372, 820, 14, lighten(p.wall, 0.2)) +
    rect(-10, 386, 820, 6, "#000", { opacity: 0.12 });
  o += rect(
    -10,
    456,
    820,
    160,
    d.lin([
      [0, p.floor],
      [1, darken(p.floor, 0.45)],
    ]),
  );
  o += rect(-10, 470, 820, 30, "#fff", { opacity: 0.07 });
  const cols = rng.chance(0.5) ? [70, 400, 730] : [40, 290, 520, 760];
  const wood = d.hor([
    [0, darken(p.trim, 0.3)],
    [0.4, lighten(p.trim, 0.15)],
    [1, darken(p.trim, 0.4)],
  ]);
  const lights = isDark(p.time);
  for (let i = 0; i < cols.length - 1; i++) {
    const a = cols[i] as number;
    const b = cols[i + 1] as number;
    if (lights || i % 2 === 0) o += stringLights(d, a, 150, b, 150, 18, 7);
    o +=
      bistro((a + b) / 2, 540 + (i % 2) * 16, 1.1, darken(p.wood, 0.3), p.accent2) +
      cup(d, (a + b) / 2 - 14, 452 + (i % 2) * 16, 0.2, "#F6EFE4", false);
  }
  for (const x of cols) {
    o +=
      el("rect", { x: x - 13, y: 140, width: 26, height: 320, fill: wood }) +
      rect(x - 20, 446, 40, 18, darken(p.trim, 0.2)) +
      rect(x - 19, 136, 38, 14, darken(p.trim, 0.2));
  }
  o +=
    plant(d, rng, (cols[0] as number) + 44, 520, 1, p.accent, p.plant) +
    plant(d, rng, (cols[cols.length - 1] as number) - 44, 520, 1, p.accent, p.plant);
  // roof
  o += el("path", { d: "M-10 -10H810V118L400 126L-10 118Z", fill: tilePattern(d, p.accent) });
  o += el("path", {
    d: "M-10 -10H810V60H-10Z",
    fill: d.lin([
      [0, "#000", 0.35],
      [1, "#000", 0],
    ]),
  });
  o += rect(
    -10,
    118,
    820,
    24,
    d.lin([
      [0, darken(p.wood, 0.1)],
      [1, darken(p.wood, 0.45)],
    ]),
  );
  let rafters = "";
  for (let x = 10; x < 800; x += 44) rafters += el("rect", { x, y: 140, width: 10, height: 8 });
  o += g(rafters, { fill: darken(p.wood, 0.5) });
  // hanging plants
  for (const x of [(cols[1] as number) - 110, (cols[cols.length - 2] as number) + 110])
    o += hangingPlant(d, rng, x, 142, 196, "#B5603A", p.plant);
  return o;
};

const counter: Layout = (d, rng, p) => {
  let o = rect(
    0,
    0,
    W,
    H,
    d.lin([
      [0, darken(p.wall, 0.15)],
      [1, p.wall],
    ]),
  );
  // window view
  const clip = d.raw("cw", (id) => el("clipPath", { id }, rect(490, 70, 250, 210, "#000")));
  o += g(g(outdoor(d, rng, p.time, 300, 280, 170, 260), { transform: "translate(470 20)" }), {
    "clip-path": `url(#${clip})`,
  });
  o +=
    el("rect", { x: 490, y: 70, width: 250, height: 210, fill: "none", stroke: p.trim, "stroke-width": 12 }) +
    el("path", { d: "M615 70V280", stroke: p.trim, "stroke-width": 6 }) +
    rect(478, 280, 274, 12, darken(p.trim, 0.15));
  // shelves with jars and bags
  for (const [y, x0] of [
    [150, 50],
    [250, 50],
  ] as const) {
    o += rect(x0, y, 360, 10, p.wood) + rect(x0, y + 10, 360, 5, "#000", { opacity: 0.15 });
    let x = x0 + 14;
    while (x < x0 + 340) {
      const kind = rng.int(0, 2);
      if (kind === 0) {
        const h = rng.range(36, 56);
        o +=
          el("rect", { x, y: y - h, width: 30, height: h, rx: 5, fill: "#E7EEF0", opacity: 0.55 }) +
          rect(x + 3, y - h * 0.6, 24, h * 0.6 - 3, rng.pick(["#5A3A24", "#3A2216", "#8A5A34"])) +
          rect(x - 1, y - h - 6, 32, 8, p.accent2);
        x += 40;
      } else if (kind === 1) {
        const c = rng.pick([p.accent, p.accent2, "#2F4A3A", "#C0633A"]);
        o +=
          el("path", { d: `M${n(x)} ${y}V${y - 50}H${n(x + 34)}V${y}Z`, fill: c }) +
          rect(x + 7, y - 36, 20, 20, "#F6EFE4") +
          rect(x, y - 54, 34, 6, darken(c, 0.25));
        x += 42;
      } else {
        o += cup(d, x + 18, y, 0.28, rng.pick(["#F6EFE4", p.accent2, "#2F4A3A"]), false);
        x += 36;
      }
    }
  }
  o += plant(d, rng, 744, 380, 1.2, "#C0633A", p.plant);
  for (const x of [180, 400, 620]) o += pendant(d, x, 0, 60, p.accent, GLOW, 380);
  // counter
  o +=
    rect(
      -10,
      376,
      820,
      20,
      d.lin([
        [0, lighten(p.wood, 0.15)],
        [1, darken(p.wood, 0.2)],
      ]),
    ) + rect(-10, 396, 820, 220, athangudi(d, darken(p.accent, 0.05), p.accent2));
  o += rect(
    -10,
    396,
    820,
    220,
    d.lin([
      [0, "#000", 0.35],
      [0.3, "#000", 0.05],
      [1, "#000", 0.3],
    ]),
  );
  o += filterSet(d, 290, 380, 0.62, "brass", true) + tumblerDavara(d, 450, 380, 0.55, "steel");
  o += cup(d, 560, 380, 0.5, "#F6EFE4") + cup(d, 640, 380, 0.5, p.accent2);
  // cake under a glass cloche
  o +=
    el("ellipse", { cx: 130, cy: 376, rx: 50, ry: 7, fill: darken(p.wood, 0.3) }) +
    rect(104, 344, 52, 28, "#B8773E") +
    rect(104, 354, 52, 5, "#F6EFE4") +
    rect(104, 338, 52, 8, "#F6EFE4", { rx: 3 });
  o +=
    el("path", {
      d: "M86 374C84 320 104 296 130 294C156 296 176 320 174 374Z",
      fill: "#FFFFFF",
      opacity: 0.16,
      stroke: "#FFFFFF",
      "stroke-opacity": 0.55,
      "stroke-width": 2,
    }) + el("circle", { cx: 130, cy: 290, r: 6, fill: "#C9A24A" });
  o += el("path", {
    d: "M100 360C98 330 106 314 120 306",
    fill: "none",
    stroke: "#fff",
    "stroke-width": 4,
    opacity: 0.45,
    "stroke-linecap": "round",
  });
  return o + (isDark(p.time) ? stringLights(d, -10, 20, 810, 20, 20, 13) : "");
};

const windowSeat: Layout = (d, rng, p) => {
  let o = rect(
    0,
    0,
    W,
    H,
    d.lin([
      [0, darken(p.wall, 0.1)],
      [1, p.wall],
    ]),
  );
  const arch = "M230 430V210A170 170 0 0 1 570 210V430Z";
  const clip = d.raw("arch", (id) => el("clipPath", { id }, el("path", { d: arch })));
  o += g(outdoor(d, rng, p.time, W, 440, 250, 400, 4), { "clip-path": `url(#${clip})` });
  o +=
    el("path", { d: arch, fill: "none", stroke: p.trim, "stroke-width": 16 }) +
    el("path", { d: "M400 40V430M230 250H570", stroke: p.trim, "stroke-width": 6 });
  o += rect(206, 428, 388, 16, lighten(p.trim, 0.1)) + rect(206, 444, 388, 6, "#000", { opacity: 0.2 });
  o += plant(d, rng, 270, 430, 0.6, p.accent, p.plant) + plant(d, rng, 530, 430, 0.5, "#C0633A", p.plant);
  // bookshelf left / pendant right
  o += rect(30, 120, 130, 330, darken(p.wood, 0.25));
  for (const y of [200, 290, 380]) {
    o += rect(38, y, 114, 8, p.wood);
    let x = 42;
    while (x < 140) {
      const w = rng.range(9, 16);
      const h = rng.range(50, 74);
      o += rect(x, y - h, w, h, rng.pick([p.accent, p.accent2, "#2F4A3A", "#C9A24A", "#F6EFE4", "#6E2346"]));
      x += w + 1;
    }
  }
  o += pendant(d, 660, 0, 120, p.accent2, GLOW, 470);
  o += hangingPlant(d, rng, 708, 0, 64, p.accent, p.plant);
  // table
  o +=
    rect(
      -10,
      470,
      820,
      16,
      d.lin([
        [0, lighten(p.wood, 0.2)],
        [1, p.wood],
      ]),
    ) +
    rect(
      -10,
      486,
      820,
      130,
      d.lin([
        [0, darken(p.wood, 0.35)],
        [1, darken(p.wood, 0.6)],
      ]),
    );
  o += filterSet(d, 300, 478, 0.6, rng.chance(0.5) ? "brass" : "steel", true);
  o += cup(d, 480, 480, 0.55, "#F6EFE4") + cup(d, 560, 480, 0.5, p.accent2);
  o += rect(600, 456, 90, 14, p.accent, { rx: 2 }) + rect(606, 446, 80, 10, "#F6EFE4", { rx: 2 });
  return o;
};

const LAYOUTS = [storefront, counter, veranda, windowSeat];
export const CAFES: CafePal[] = [
  {
    wall: "#8FA88A",
    trim: "#2F4A3A",
    accent: "#C0633A",
    accent2: "#F6EFE4",
    wood: "#8A5A34",
    floor: "#7E7468",
    plant: "#3F7A4E",
    time: "dusk",
  },
  {
    wall: "#EFE3CF",
    trim: "#5A3A24",
    accent: "#C0633A",
    accent2: "#2E4A6A",
    wood: "#8A5A34",
    floor: "#6E5A48",
    plant: "#4A7F52",
    time: "day",
  },
  {
    wall: "#E8DCC6",
    trim: "#4A2E1E",
    accent: "#B5532E",
    accent2: "#F6EFE4",
    wood: "#6E4428",
    floor: "#8E2A1E",
    plant: "#3F7A4E",
    time: "dusk",
  },
  {
    wall: "#1F4D4F",
    trim: "#E9DFC8",
    accent: "#C9A24A",
    accent2: "#C0633A",
    wood: "#7A4E2E",
    floor: "#5A4A3A",
    plant: "#5E9A5A",
    time: "dawn",
  },
  {
    wall: "#2E3E66",
    trim: "#1B2440",
    accent: "#D9A441",
    accent2: "#F6EFE4",
    wood: "#6E4428",
    floor: "#5E6270",
    plant: "#4E8A58",
    time: "night",
    mirror: true,
  },
  {
    wall: "#B8603A",
    trim: "#3E2A1E",
    accent: "#2F5A48",
    accent2: "#E9D9B8",
    wood: "#5A3620",
    floor: "#6E4A3A",
    plant: "#4A8050",
    time: "night",
    mirror: true,
  },
  {
    wall: "#D9CBB0",
    trim: "#2F5A48",
    accent: "#A8472A",
    accent2: "#F6EFE4",
    wood: "#5A3A24",
    floor: "#2A2623",
    plant: "#3F7A4E",
    time: "day",
    mirror: true,
  },
  {
    wall: "#D9A441",
    trim: "#3E2723",
    accent: "#2F4A3A",
    accent2: "#C0633A",
    wood: "#7A4E2E",
    floor: "#5A4A3A",
    plant: "#3F7A4E",
    time: "mist",
    mirror: true,
  },
  {
    wall: "#D9967A",
    trim: "#2F4A3A",
    accent: "#2F4A3A",
    accent2: "#F6EFE4",
    wood: "#7A4E2E",
    floor: "#8A8070",
    plant: "#3F7A4E",
    time: "day",
    mirror: true,
  },
  {
    wall: "#2F4A3A",
    trim: "#1C2A22",
    accent: "#C9A24A",
    accent2: "#F6EFE4",
    wood: "#6E4428",
    floor: "#4A3A2E",
    plant: "#6EA060",
    time: "night",
  },
  {
    wall: "#C9B6D0",
    trim: "#3A2A48",
    accent: "#9E4A2E",
    accent2: "#F6EFE4",
    wood: "#5A3A2A",
    floor: "#7A2A22",
    plant: "#3F7A4E",
    time: "night",
  },
  {
    wall: "#EFE6D6",
    trim: "#3E2723",
    accent: "#6E2346",
    accent2: "#C9A24A",
    wood: "#8A5A34",
    floor: "#5A4A3A",
    plant: "#4A7F52",
    time: "night",
  },
];

const TITLES = [
  "Café storefront with a striped awning, potted plants, a bistro table and string lights",
  "Café counter with a brass filter coffee set, jars on shelves and pendant lamps",
  "Clay-tiled café veranda with wooden pillars, tables and string lights facing the hills",
  "Café window seat overlooking the hills, with a filter coffee set, books and plants",
];
const WHEN = { day: "by day", dusk: "at dusk", night: "at night", dawn: "at dawn", mist: "on a misty morning" };
export function cafeSvg(i: number): string {
  const p = CAFES[i] as CafePal;
  const name = `cafe-${String(i + 1).padStart(2, "0")}`;
  const d = new Defs();
  const rng = new Rng(`cafes/${name}.svg`);
  let body = (LAYOUTS[i % 4] as Layout)(d, rng, p);
  if (p.mirror) body = g(body, { transform: "matrix(-1 0 0 1 800 0)" });
  body += vignette(d, W, H, "#140C08", 0.35);
  return svgDoc(W, H, `${TITLES[i % 4]} ${WHEN[p.time]}`, d, body);
}
