// Estate pieces and journal covers, part 2: shade-grown canopy and the estate year.
import { bushRow, coffeeBranch, leaf, silverOak } from "./botany";
import { type Defs, type Pt, type Rng, darken, el, g, lerp, n, smooth } from "./core";
import { birds, hills, mistBand, rect, ridgePath, ridgePoints, sky, sun, vignette } from "./scene";

/** y on a ridge polyline at x (linear interpolation). */
export function ridgeAt(pts: Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const [x1, y1] = pts[i] as Pt;
    const [x0, y0] = pts[i - 1] as Pt;
    if (x <= x1) return lerp(y0, y1, (x - x0) / (x1 - x0));
  }
  return (pts[pts.length - 1] as Pt)[1];
}

/** A hill covered in contour rows of coffee bushes, with shade trees. */
export function estateHill(
  d: Defs,
  rng: Rng,
  w: number,
  h: number,
  base: number,
  amp: number,
  col: string,
  rowCol: string,
  rows: number,
  spacing: number,
  bushR: number,
  grow = 0.08,
): string {
  const pts = ridgePoints(rng, w, base, amp, { freq: 0.7, sharp: 0.1 });
  let o = el("path", {
    d: ridgePath(pts, h + 5),
    fill: d.lin([
      [0, col],
      [1, darken(col, 0.25)],
    ]),
  });
  for (let k = 0; k < rows; k++) {
    const off = k * spacing * (1 + k * grow) + bushR * 0.3;
    const r = bushR * (1 + k * grow * 1.5);
    o += bushRow(rng, -20, w + 20, (x) => ridgeAt(pts, x) + off, r, h + 5, k % 2 ? rowCol : darken(rowCol, 0.1));
  }
  return o;
}

/** Pepper vine winding up a trunk, with heart-shaped leaves and hanging green/red spikes. */
export function pepperVine(d: Defs, rng: Rng, x: number, top: number, bottom: number, col: string): string {
  const pts: Pt[] = [];
  for (let y = bottom; y > top - 35; y -= 35) pts.push([x + Math.sin(y / 22) * 11, y]);
  let leaves = "";
  let green = "";
  let red = "";
  let side = 1;
  for (let y = bottom - 10; y > top; y -= rng.range(22, 32)) {
    side = -side;
    const lx = x + Math.sin(y / 22) * 11;
    const len = rng.range(24, 36);
    leaves += leaf(
      d,
      lx,
      y,
      side > 0 ? rng.range(10, 60) : rng.range(120, 170),
      len,
      len * 0.72,
      col,
      darken(col, 0.25),
      false,
    );
    if (rng.chance(0.22)) {
      const sx = lx + side * rng.range(6, 14);
      const l = rng.range(26, 40);
      green += `M${n(sx)} ${n(y + 4)}q${n(side * 3)} ${n(l / 2)} 0 ${n(l)}`;
      if (rng.chance(0.5)) red += `M${n(sx)} ${n(y + 4 + l * 0.6)}q${n(side * 1)} ${n(l * 0.2)} 0 ${n(l * 0.4)}`;
    }
  }
  const dots = { fill: "none", "stroke-width": 5, "stroke-linecap": "round", "stroke-dasharray": "0 5" };
  return (
    el("path", { d: smooth(pts), fill: "none", stroke: "#4A5A2A", "stroke-width": 2 }) +
    leaves +
    el("path", { d: green, stroke: "#7A9A34", ...dots }) +
    (red ? el("path", { d: red, stroke: "#B3302A", ...dots }) : "")
  );
}

/** A picker's silhouette with a basket at the hip, origin at the feet. */
export function picker(x: number, y: number, s: number, col: string): string {
  return g(
    el("circle", { cx: 2, cy: -152, r: 11 }) +
      el("path", { d: "M-10 -164Q2 -178 16 -160L12 -150Q2 -160 -8 -152Z" }) +
      el("path", { d: "M-12 -138Q2 -144 14 -138L18 -90Q30 -40 30 0H-28Q-26 -40 -16 -90Z" }) +
      el("path", {
        d: "M12 -132L36 -112L54 -126",
        fill: "none",
        stroke: col,
        "stroke-width": 7,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }) +
      el("path", { d: "M-30 -104H2L-4 -70H-24Z" }) +
      el("path", { d: "M-28 -104Q-14 -124 0 -104", fill: "none", stroke: col, "stroke-width": 3 }),
    { transform: `translate(${n(x)} ${n(y)}) scale(${s})`, fill: col },
  );
}

export const JOURNAL2: { slug: string; title: string; draw: (d: Defs, rng: Rng) => string }[] = [
  {
    slug: "shade-grown-coffee-and-the-western-ghats",
    title: "Coffee growing in the shade of silver oaks twined with pepper vines in the Western Ghats",
    draw: (d, rng) => {
      let o = sky(d, 1200, 675, [
        [0, "#C9D8C0"],
        [0.6, "#E8ECD8"],
        [1, "#B9C8A8"],
      ]);
      o += hills(d, rng, {
        w: 1200,
        h: 675,
        count: 3,
        top: 330,
        bottom: 430,
        far: "#A9BCB0",
        near: "#5E7A62",
        mist: "#EEF2E4",
        amp: 50,
      });
      const trees: [number, number][] = [
        [80, 640],
        [400, 600],
        [830, 630],
      ];
      for (const [x, h] of trees) o += silverOak(d, rng, x, 640, h, "#4A4236", "#6E8A6A", 0.55, 0);
      o += mistBand(d, 1200, 360, 140, "#F2F4E8", 0.7);
      // light shafts
      let rays = "";
      for (const x of [300, 560, 820]) rays += `M${x} 0L${x + 70} 0L${x + 260} 675L${x + 120} 675Z`;
      o += el("path", { d: rays, fill: "#FFFBE6", opacity: 0.16 });
      // near trunks with pepper
      for (const x of [180, 620, 1000]) {
        o += el("path", {
          d: `M${x - 13} 690L${x - 6} 0H${x + 6}L${x + 13} 690Z`,
          fill: d.hor([
            [0, "#3A3026"],
            [0.4, "#6E6250"],
            [1, "#2A221A"],
          ]),
        });
        if (x !== 620) o += pepperVine(d, rng, x, 110, 560, "#3E7A3E");
      }
      // canopy
      let can = "";
      for (let i = 0; i < 20; i++) {
        const cx = rng.range(-60, 1260);
        const cy = rng.range(-40, 90);
        can += el("ellipse", {
          cx: Math.round(cx),
          cy: Math.round(cy),
          rx: rng.int(70, 150),
          ry: rng.int(40, 80),
          fill: rng.pick(["#2F4A3A", "#3E5E44", "#24402E", "#4A6E4A"]),
        });
      }
      o += g(can) + el("path", { d: "M-10 -10H1210V60H-10Z", fill: "#1E3426", opacity: 0.5 });
      for (let i = 0; i < 10; i++)
        o += leaf(
          d,
          rng.range(0, 1200),
          rng.range(60, 130),
          rng.range(40, 140),
          rng.range(40, 70),
          24,
          "#3E6E46",
          "#2A4C32",
          false,
        );
      // coffee understory
      o += estateHill(d, rng, 1200, 675, 560, 20, "#3E6E46", "#2F5A3A", 3, 26, 24);
      o += coffeeBranch(d, rng, {
        x: -20,
        y: 640,
        angle: -30,
        length: 320,
        bend: 20,
        nodes: 4,
        leafLen: 120,
        leafColor: "#3E7A4A",
        leafDark: "#2A5434",
        cherries: ["#B3202B", "#C42A2A", "#D0402E", "#7FA040"],
        cherryR: 13,
      });
      return o + vignette(d, 1200, 675, "#0E1A12", 0.35);
    },
  },
  {
    slug: "a-year-on-a-chikmagalur-coffee-estate",
    title: "Chikmagalur coffee estate hills with rows of bushes, silver oaks and a picker with a basket",
    draw: (d, rng) => {
      let o = sky(d, 1200, 675, [
        [0, "#AFC3CF"],
        [0.55, "#EADFC8"],
        [1, "#F2D9A8"],
      ]);
      o += sun(d, 860, 230, 40, "#FFF5DA", "#FCE1AA", 280, 0.7);
      o += hills(d, rng, {
        w: 1200,
        h: 675,
        count: 3,
        top: 250,
        bottom: 320,
        far: "#AFBCC6",
        near: "#6E8478",
        mist: "#F4ECDA",
        amp: 50,
      });
      o += birds(rng, 5, 760, 170, 70, "#5A5A50", 8);
      o += estateHill(d, rng, 1200, 675, 360, 50, "#7E9A62", "#5E7E48", 4, 17, 13);
      for (let i = 0; i < 7; i++)
        o += silverOak(
          d,
          rng,
          70 + i * 175 + rng.range(-40, 40),
          400 + rng.range(-10, 30),
          rng.range(150, 210),
          "#4A4A3E",
          "#7A907A",
          0.85,
        );
      o += mistBand(d, 1200, 380, 90, "#F4ECDA", 0.55);
      o += estateHill(d, rng, 1200, 675, 500, 40, "#5E8A48", "#3E6A34", 5, 22, 18);
      o += rect(
        -10,
        600,
        1220,
        90,
        d.lin([
          [0, "#3E5E30"],
          [1, "#2A4220"],
        ]),
      );
      o += el("path", { d: "M-10 640Q400 600 760 620T1210 600V690H-10Z", fill: "#9A7A52" });
      o += picker(860, 626, 1.05, "#2B1A12");
      return o + vignette(d, 1200, 675, "#1A120D", 0.3);
    },
  },
];
