// Journal covers (1200×675), part 1: processing, kaapi culture, pour-over.
import { bean, cherryCluster, coffeeBranch, silverOak } from "./botany";
import { type Defs, type Rng, darken, el, g, lighten, n } from "./core";
import { METAL, filterSet, plant, steam, tumblerDavara } from "./props";
import { hills, mistBand, rect, sky, sun, vignette } from "./scene";

export const JW = 1200;
export const JH = 675;

/** Dotted texture of drying cherries / parchment for the raised beds. */
function beansPattern(d: Defs, cols: [string, string, string]): string {
  const id = d.raw(`bp${cols.join("")}`, (id) =>
    el(
      "pattern",
      { id, width: 16, height: 11, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 16, 11, cols[0]) +
        el("circle", { cx: 4, cy: 3, r: 3.2, fill: cols[1] }) +
        el("circle", { cx: 12, cy: 8.5, r: 3.2, fill: cols[2] }) +
        el("circle", { cx: 12.5, cy: 2, r: 2.2, fill: cols[1], opacity: 0.7 }),
    ),
  );
  return `url(#${id})`;
}

/** A raised African drying bed in simple perspective. */
function dryingBed(
  d: Defs,
  x0: number,
  x1: number,
  y: number,
  depth: number,
  skew: number,
  fill: string,
  wood: string,
): string {
  const legH = depth * 2.2;
  let legs = "";
  for (let i = 0; i <= 6; i++) {
    const x = x0 + ((x1 - x0) * i) / 6;
    legs += `M${n(x)} ${n(y + depth)}v${n(legH)}`;
  }
  return (
    el("path", { d: legs, stroke: darken(wood, 0.3), "stroke-width": Math.max(2, depth / 7) }) +
    el("path", {
      d: `M${n(x0)} ${n(y + depth)}L${n(x0 + skew)} ${n(y)}H${n(x1 + skew)}L${n(x1)} ${n(y + depth)}Z`,
      fill,
    }) +
    el("path", {
      d: `M${n(x0)} ${n(y + depth)}L${n(x0 + skew)} ${n(y)}H${n(x1 + skew)}L${n(x1)} ${n(y + depth)}Z`,
      fill: d.lin([
        [0, "#fff", 0.12],
        [1, "#000", 0.1],
      ]),
    }) +
    rect(x0, y + depth, x1 - x0, Math.max(4, depth * 0.22), wood)
  );
}

export const JOURNAL: { slug: string; title: string; draw: (d: Defs, rng: Rng) => string }[] = [
  {
    slug: "the-art-of-coffee-processing-washed-natural-honey",
    title: "Raised drying beds of washed, honey and natural coffee beneath misty estate hills",
    draw: (d, rng) => {
      let o = sky(d, JW, JH, [
        [0, "#C9D3D6"],
        [0.5, "#EFE6D2"],
        [1, "#E9D6B0"],
      ]);
      o += sun(d, 880, 170, 40, "#FFF6DE", "#FBE3B0", 260, 0.6);
      o += hills(d, rng, {
        w: JW,
        h: JH,
        count: 4,
        top: 220,
        bottom: 330,
        far: "#A9BCC8",
        near: "#2F4A3A",
        mist: "#F3EEE2",
        amp: 55,
        mistOp: 0.6,
      });
      for (const [x, h] of [
        [120, 300],
        [990, 330],
        [1110, 280],
        [300, 240],
      ] as const)
        o += silverOak(d, rng, x, 340, h, "#3A3A32", "#5E7468", 0.85);
      o += rect(
        -10,
        330,
        JW + 20,
        360,
        d.lin([
          [0, "#8D9A72"],
          [0.4, "#6E7A50"],
          [1, "#4A5234"],
        ]),
      );
      o += mistBand(d, JW, 300, 60, "#F3EEE2", 0.6);
      o += dryingBed(d, 330, 1000, 356, 22, 30, beansPattern(d, ["#D9C9A0", "#EFE3C4", "#C9B88C"]), "#7A5A3A");
      o += dryingBed(d, 200, 1060, 420, 38, 40, beansPattern(d, ["#B8761E", "#E0A234", "#C98A22"]), "#6E4E30");
      o += dryingBed(d, 40, 1140, 510, 64, 50, beansPattern(d, ["#5E1418", "#9C1E24", "#7A1A1E"]), "#5A3E26");
      o += el("path", { d: "M-10 640Q600 615 1210 640V690H-10Z", fill: "#3E4A2C" });
      o += coffeeBranch(d, rng, {
        x: 1220,
        y: -10,
        angle: 140,
        length: 300,
        bend: 25,
        nodes: 4,
        leafLen: 120,
        leafColor: "#3E6E46",
        leafDark: "#2A4C32",
        cherries: ["#B3202B", "#C42A2A", "#D0402E"],
        cherryR: 13,
      });
      o += cherryCluster(d, rng, 120, 630, 18, ["#B3202B", "#9C1A25", "#D0402E", "#C9A24A"], 9);
      return o + vignette(d, JW, JH, "#1A120D", 0.3);
    },
  },
  {
    slug: "kaapi-culture-south-indian-filter-coffee-tradition",
    title: "Steel tumbler and davara of frothy filter coffee beside a brass filter on a banana leaf",
    draw: (d, rng) => {
      let o = rect(
        0,
        0,
        JW,
        JH,
        d.lin([
          [0, "#A9522E"],
          [1, "#7A3418"],
        ]),
      );
      const kid = d.raw("kolam", (id) =>
        el(
          "pattern",
          { id, width: 60, height: 60, patternUnits: "userSpaceOnUse" },
          el("path", {
            d: "M30 8C44 8 52 16 52 30S44 52 30 52 8 44 8 30 16 8 30 8ZM0 30C8 22 8 8 0 0M60 30C52 22 52 8 60 0M0 30C8 38 8 52 0 60M60 30C52 38 52 52 60 60",
            fill: "none",
            stroke: "#F6EFE4",
            "stroke-width": 1.6,
          }) +
            el("circle", { cx: 30, cy: 30, r: 2.4, fill: "#F6EFE4" }) +
            el("circle", { cx: 0, cy: 0, r: 2.4, fill: "#F6EFE4" }) +
            el("circle", { cx: 60, cy: 60, r: 2.4, fill: "#F6EFE4" }) +
            el("circle", { cx: 0, cy: 60, r: 2.4, fill: "#F6EFE4" }) +
            el("circle", { cx: 60, cy: 0, r: 2.4, fill: "#F6EFE4" }),
        ),
      );
      o += rect(0, 0, JW, 480, `url(#${kid})`, { opacity: 0.14 });
      o += el("circle", {
        cx: 760,
        cy: 260,
        r: 520,
        fill: d.rad([
          [0, "#FFD9A8", 0.45],
          [1, "#FFD9A8", 0],
        ]),
      });
      o += rect(
        -10,
        470,
        JW + 20,
        220,
        d.lin([
          [0, "#5A2E1A"],
          [0.04, "#4A2414"],
          [1, "#2A130A"],
        ]),
      );
      // banana leaf
      const bl = "M140 560C300 470 900 450 1150 500C1100 600 600 650 140 560Z";
      const blc = d.raw("bl", (id) => el("clipPath", { id }, el("path", { d: bl })));
      o += el("path", {
        d: bl,
        fill: d.lin([
          [0, "#7FAE4E"],
          [1, "#3E6E2A"],
        ]),
      });
      let ribs = "";
      for (let i = 0; i < 22; i++) {
        const x = 200 + i * 44;
        ribs += `M${x} ${n(528 - Math.sin(i / 7) * 10)}l${n(20 + i)} ${n(-40 + i * 0.8)}M${x} ${n(528 - Math.sin(i / 7) * 10)}l${n(14 + i)} ${n(44 - i * 0.6)}`;
      }
      o += el("path", { d: ribs, stroke: "#A9CF78", "stroke-width": 1.2, opacity: 0.5, "clip-path": `url(#${blc})` });
      o += el("path", { d: "M150 558C400 520 800 505 1145 500", fill: "none", stroke: "#C9E09A", "stroke-width": 4 });
      o += filterSet(d, 420, 540, 1.6, "brass");
      o += tumblerDavara(d, 760, 560, 2.3, "steel");
      o += steam(d, rng, 760, 280, 170, "#FFF1DE", 3, 7, 0.55);
      for (let i = 0; i < 14; i++)
        o += bean(
          rng.range(200, 1100),
          rng.range(590, 660),
          rng.range(0, 180),
          rng.range(9, 13),
          rng.pick(["#3E2416", "#4A2C1B", "#2F1B10"]),
        );
      return o + vignette(d, JW, JH, "#1A0A04", 0.45);
    },
  },
  {
    slug: "brewing-the-perfect-pour-over-at-home",
    title: "A gooseneck kettle pouring over a ceramic cone into a glass carafe at home",
    draw: (d, rng) => {
      let o = rect(
        0,
        0,
        JW,
        JH,
        d.lin([
          [0, "#DCE3E4"],
          [1, "#EFE7DA"],
        ]),
      );
      // window with hills, soft
      const clip = d.raw("pw", (id) => el("clipPath", { id }, rect(80, 60, 420, 330, "#000")));
      o += g(
        sky(d, 560, 420, [
          [0, "#B9CAD4"],
          [1, "#F3E6CE"],
        ]) +
          hills(d, rng, {
            w: 560,
            h: 420,
            count: 4,
            top: 220,
            bottom: 350,
            far: "#B5C4CC",
            near: "#5E7A6E",
            mist: "#F4EEE2",
            amp: 40,
          }),
        { "clip-path": `url(#${clip})` },
      );
      o +=
        el("rect", { x: 80, y: 60, width: 420, height: 330, fill: "none", stroke: "#F6F1E8", "stroke-width": 14 }) +
        el("path", { d: "M290 60V390", stroke: "#F6F1E8", "stroke-width": 8 });
      o += el("circle", {
        cx: 760,
        cy: 300,
        r: 420,
        fill: d.rad([
          [0, "#FFF8EA", 0.7],
          [1, "#FFF8EA", 0],
        ]),
      });
      o += rect(
        -10,
        500,
        JW + 20,
        190,
        d.lin([
          [0, "#9A6A44"],
          [0.04, "#7A5234"],
          [1, "#4A301E"],
        ]),
      );
      // scale + carafe
      o += rect(660, 486, 240, 22, "#2B2623", { rx: 6 }) + rect(760, 490, 40, 8, "#9FD0A8", { rx: 2, opacity: 0.8 });
      const carafe = "M700 486C690 430 700 330 740 300V250H820V300C860 330 870 430 860 486Z";
      o += el("path", { d: carafe, fill: "#EEF4F5", opacity: 0.3 });
      o += el("path", {
        d: "M703 418C740 410 820 410 857 418C862 445 862 470 860 486H700C698 470 699 445 703 418Z",
        fill: d.lin([
          [0, "#6A3E22"],
          [0.15, "#3A2216"],
          [1, "#24140C"],
        ]),
      });
      o += el("path", { d: carafe, fill: "none", stroke: "#FFFFFF", "stroke-width": 3, opacity: 0.85 });
      o += el("path", {
        d: "M716 470C708 420 716 350 748 318",
        fill: "none",
        stroke: "#fff",
        "stroke-width": 5,
        opacity: 0.6,
        "stroke-linecap": "round",
      });
      // dripper cone
      o += el("path", {
        d: "M700 160H860L812 250H748Z",
        fill: d.hor([
          [0, "#C9B8A8"],
          [0.3, "#FBF6F0"],
          [1, "#B8A494"],
        ]),
      });
      o += el("path", {
        d: "M730 168L760 244M780 168V244M830 168L800 244",
        stroke: "#A89484",
        "stroke-width": 1.5,
        opacity: 0.6,
      });
      o +=
        el("ellipse", { cx: 780, cy: 160, rx: 80, ry: 10, fill: "#EDE3D6" }) +
        el("ellipse", { cx: 780, cy: 160, rx: 70, ry: 7, fill: "#5A3A24" });
      o += rect(730, 246, 100, 10, "#D9CFC4", { rx: 3 });
      // gooseneck kettle
      o += el("path", { d: "M330 330H520L530 470Q530 486 514 486H336Q320 486 320 470Z", fill: d.hor(METAL.copper) });
      const spout = "M520 440C612 430 584 196 684 116L698 122";
      o += el("path", {
        d: spout,
        fill: "none",
        stroke: "#8A4024",
        "stroke-width": 13,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      });
      o += el("path", {
        d: spout,
        fill: "none",
        stroke: "#D98A5E",
        "stroke-width": 4,
        "stroke-linecap": "round",
        opacity: 0.7,
      });
      o += el("path", {
        d: "M330 360C260 360 250 460 326 460",
        fill: "none",
        stroke: "#2B1A12",
        "stroke-width": 16,
        "stroke-linecap": "round",
      });
      o +=
        el("path", { d: "M340 330Q425 290 510 330Z", fill: lighten("#B8603A", 0.1) }) +
        el("circle", { cx: 425, cy: 304, r: 10, fill: "#2B1A12" });
      o += el("path", {
        d: "M702 124Q744 126 772 158",
        fill: "none",
        stroke: "#CFE6F0",
        "stroke-width": 3.5,
        "stroke-linecap": "round",
        opacity: 0.9,
      });
      o += steam(d, rng, 780, 140, 110, "#FFFFFF", 3, 5, 0.6);
      for (let i = 0; i < 12; i++)
        o += bean(
          rng.range(940, 1150),
          rng.range(520, 640),
          rng.range(0, 180),
          rng.range(10, 13),
          rng.pick(["#3E2416", "#4A2C1B", "#5A3520"]),
        );
      o += plant(d, rng, 1080, 506, 1.5, "#C0633A", "#4E7A52");
      return o + vignette(d, JW, JH, "#3A2A1E", 0.25);
    },
  },
];
