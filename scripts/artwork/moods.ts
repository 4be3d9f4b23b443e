// Mood images (800×600): atmospheric scenes in each mood's colour.
import { coffeeBranch } from "./botany";
import { Defs, Rng, darken, el, g, lighten, n, svgDoc } from "./core";
import { cup, steam, tumblerDavara } from "./props";
import { birds, hills, mistBand, rect, ridgePoints, ridgePath, sky, specks, sun, vignette } from "./scene";

const W = 800;
const H = 600;

type Draw = (d: Defs, rng: Rng) => string;
export const MOODS: { code: string; title: string; draw: Draw }[] = [
  {
    code: "calm-reflective",
    title: "Calm and reflective: moonlit blue hills mirrored in a still lake beside a cup of coffee",
    draw: (d, rng) => {
      let o = sky(d, W, H, [
        [0, "#0C1628"],
        [0.35, "#1D3352"],
        [0.58, "#4F6F90"],
        [1, "#0C1628"],
      ]);
      o += specks(rng, 60, 0, 0, W, 260, "#E8EEF4", 0.6, 1.6, 0.3, 0.9);
      o += sun(d, 560, 140, 34, "#EEF2F5", "#A9BCC8", 200, 0.5);
      const hl = hills(d, rng, {
        w: W,
        h: 352,
        count: 4,
        top: 262,
        bottom: 342,
        far: "#5C7898",
        near: "#14233A",
        mist: "#8EA7C0",
        amp: 60,
        mistOp: 0.45,
        haze: 0.4,
      });
      o += hl;
      o += rect(
        0,
        348,
        W,
        260,
        d.lin([
          [0, "#2E4A6A"],
          [1, "#0B1524"],
        ]),
      );
      o += g(hl, { transform: "translate(0 696) scale(1 -1)", opacity: 0.3 });
      o += mistBand(d, W, 318, 50, "#A9BCC8", 0.4);
      let sh = "";
      for (let i = 0; i < 16; i++) {
        const y = 360 + i * 12 + rng.range(-3, 3);
        const w = rng.range(20, 70) * (1 - i / 22);
        sh += `M${n(560 - w / 2 + rng.range(-14, 14))} ${n(y)}h${n(w)}`;
      }
      o += el("path", { d: sh, stroke: "#DCE6EE", "stroke-width": 2, "stroke-linecap": "round", opacity: 0.5 });
      o += el("path", {
        d: "M-10 520Q200 500 430 512T810 506V610H-10Z",
        fill: d.lin([
          [0, "#1B2737"],
          [1, "#070C14"],
        ]),
      });
      o += cup(d, 220, 548, 1, "#C9D6E0");
      o += steam(d, rng, 220, 460, 130, "#E6EEF4", 3, 5, 0.5);
      return o + vignette(d, W, H, "#050A12", 0.45);
    },
  },
  {
    code: "energetic-focused",
    title: "Energetic and focused: a bright yellow sunrise over the Ghats behind a fresh cup",
    draw: (d, rng) => {
      let o = sky(d, W, H, [
        [0, "#F0B93A"],
        [0.45, "#F8D978"],
        [0.62, "#FFF1C4"],
        [1, "#F7D27A"],
      ]);
      let rays = "";
      for (let i = 0; i < 18; i++) {
        const a = (i / 18) * Math.PI * 2 + 0.1;
        const a2 = a + 0.07;
        rays += `M400 320L${n(400 + Math.cos(a) * 900)} ${n(320 + Math.sin(a) * 900)}L${n(400 + Math.cos(a2) * 900)} ${n(320 + Math.sin(a2) * 900)}Z`;
      }
      o += el("path", { d: rays, fill: "#FFF8E0", opacity: 0.22 });
      o += sun(d, 400, 320, 70, "#FFF8E4", "#FFF2C2", 320, 0.8);
      o += hills(d, rng, {
        w: W,
        h: H,
        count: 4,
        top: 330,
        bottom: 470,
        far: "#EDBE5A",
        near: "#7E5716",
        mist: "#FFF0C6",
        amp: 55,
        mistOp: 0.6,
      });
      o += el("path", {
        d: "M-10 520H810V610H-10Z",
        fill: d.lin([
          [0, "#5A3A14"],
          [0.06, "#3E2710"],
          [1, "#24160A"],
        ]),
      });
      o += el("path", { d: "M-10 520H810", stroke: "#C99A4A", "stroke-width": 2 });
      o += cup(d, 400, 548, 1.15, "#E3A52E");
      o += steam(d, rng, 400, 440, 150, "#FFFFFF", 3, 6, 0.7);
      return o + birds(rng, 5, 600, 180, 60, "#8A5A14", 9) + vignette(d, W, H, "#5A3A10", 0.3);
    },
  },
  {
    code: "cozy-nostalgic",
    title: "Cozy and nostalgic: a lamp-lit corner with a steel tumbler of filter coffee and a dusk window",
    draw: (d, rng) => {
      let o = rect(
        0,
        0,
        W,
        H,
        d.lin([
          [0, "#5A2A14"],
          [1, "#2A130A"],
        ]),
      );
      o += el("circle", {
        cx: 190,
        cy: 230,
        r: 420,
        fill: d.rad([
          [0, "#FFB45C", 0.75],
          [0.4, "#E07A2E", 0.3],
          [1, "#E07A2E", 0],
        ]),
      });
      // window with dusk hills
      const clip = d.raw("win", (id) =>
        el("clipPath", { id }, el("rect", { x: 470, y: 70, width: 260, height: 330, rx: 6 })),
      );
      let win = rect(
        470,
        70,
        260,
        330,
        d.lin([
          [0, "#E9A65E"],
          [0.6, "#F6CB8A"],
          [1, "#F0B070"],
        ]),
      );
      win += sun(d, 640, 250, 22, "#FFF0D2", "#FFE2A8", 110, 0.6);
      win += g(
        hills(d, rng, {
          w: 300,
          h: 420,
          count: 4,
          top: 260,
          bottom: 380,
          far: "#D08A52",
          near: "#5A2C16",
          mist: "#F7D5A4",
          amp: 40,
        }),
        { transform: "translate(450 0)" },
      );
      o += g(win, { "clip-path": `url(#${clip})` });
      o += el("path", { d: "M600 70V400M470 235H730", stroke: "#3A1C0E", "stroke-width": 8 });
      o += el("rect", {
        x: 466,
        y: 66,
        width: 268,
        height: 338,
        rx: 8,
        fill: "none",
        stroke: "#3A1C0E",
        "stroke-width": 12,
      });
      o += rect(450, 400, 300, 16, "#4A2412");
      // lamp
      o += el("path", { d: "M170 470V330", stroke: "#C9A24A", "stroke-width": 5 });
      o += el("path", { d: "M140 476Q170 460 200 476Z", fill: "#B8892E" });
      o += el("path", {
        d: "M112 330L132 250H208L228 330Z",
        fill: d.lin([
          [0, "#FFD9A0"],
          [1, "#F0A050"],
        ]),
      });
      o += el("ellipse", {
        cx: 170,
        cy: 336,
        rx: 80,
        ry: 30,
        fill: d.rad([
          [0, "#FFE2B0", 0.8],
          [1, "#FFE2B0", 0],
        ]),
      });
      // table
      o += el("path", {
        d: "M-10 470H810V610H-10Z",
        fill: d.lin([
          [0, "#7A3E1E"],
          [0.05, "#5A2C14"],
          [1, "#2A1209"],
        ]),
      });
      o += el("path", { d: "M-10 470H810", stroke: "#C27A3E", "stroke-width": 2, opacity: 0.8 });
      // books
      o += rect(560, 438, 150, 16, "#8E3B22") + rect(570, 422, 130, 16, "#C9A24A") + rect(556, 454, 160, 18, "#2F4A3A");
      o += tumblerDavara(d, 390, 500, 1.15, "steel");
      o += steam(d, rng, 390, 360, 120, "#FFE9CC", 3, 5, 0.55);
      return o + vignette(d, W, H, "#150802", 0.5);
    },
  },
  {
    code: "bold-adventurous",
    title: "Bold and adventurous: fiery red peaks and a campfire beside an enamel mug of coffee",
    draw: (d, rng) => {
      let o = sky(d, W, H, [
        [0, "#2A0708"],
        [0.4, "#7A1712"],
        [0.66, "#D2402A"],
        [1, "#F07A3E"],
      ]);
      o += sun(d, 560, 330, 46, "#FFB36A", "#FF7A3A", 260, 0.6);
      o += hills(d, rng, {
        w: W,
        h: H,
        count: 5,
        top: 300,
        bottom: 470,
        far: "#A0301F",
        near: "#1C0807",
        mist: "#E8603A",
        amp: 130,
        ampNear: 60,
        sharp: 0.9,
        mistOp: 0.35,
        freq: 1.6,
      });
      o += specks(rng, 70, 0, 80, W, 520, "#FFB35A", 1, 3, 0.3, 0.95);
      const pts = ridgePoints(rng, W, 520, 16, { freq: 0.8, sharp: 0.2 });
      o += el("path", {
        d: ridgePath(pts, 610),
        fill: d.lin([
          [0, "#240A08"],
          [1, "#0A0303"],
        ]),
      });
      // campfire
      const fx = 520;
      const fy = 540;
      o += el("circle", {
        cx: fx,
        cy: fy - 30,
        r: 150,
        fill: d.rad([
          [0, "#FF9A3C", 0.55],
          [1, "#FF6A2A", 0],
        ]),
      });
      o += el("path", {
        d: `M${fx - 50} ${fy + 6}L${fx + 44} ${fy - 14}M${fx - 46} ${fy - 14}L${fx + 50} ${fy + 6}`,
        stroke: "#3A1A0E",
        "stroke-width": 10,
        "stroke-linecap": "round",
      });
      const flame = (s: number, c: string, dx: number) =>
        el("path", {
          d: `M${n(fx + dx)} ${n(fy - 96 * s)}C${n(fx + dx + 18 * s)} ${n(fy - 60 * s)} ${n(fx + dx + 36 * s)} ${n(fy - 40 * s)} ${n(fx + dx + 30 * s)} ${n(fy - 14 * s)}C${n(fx + dx + 24 * s)} ${n(fy + 4)} ${n(fx + dx - 24 * s)} ${n(fy + 4)} ${n(fx + dx - 30 * s)} ${n(fy - 14 * s)}C${n(fx + dx - 34 * s)} ${n(fy - 40 * s)} ${n(fx + dx - 10 * s)} ${n(fy - 50 * s)} ${n(fx + dx)} ${n(fy - 96 * s)}Z`,
          fill: c,
        });
      o += flame(1.1, "#E4472A", -6) + flame(0.85, "#F78A2E", 8) + flame(0.55, "#FFD36A", 0);
      // enamel camp mug
      o += g(
        el("ellipse", { cx: 6, cy: 2, rx: 50, ry: 8, fill: "#000", opacity: 0.35 }) +
          el("path", { d: "M38 -70C66 -70 66 -24 38 -26", fill: "none", stroke: "#E9E2D6", "stroke-width": 8 }) +
          el("path", {
            d: "M-40 -84V-6Q-40 0 -34 0H34Q40 0 40 -6V-84Z",
            fill: d.hor([
              [0, "#B9B0A2"],
              [0.35, "#F6F1E8"],
              [1, "#9E968A"],
            ]),
          }) +
          el("ellipse", { cx: 0, cy: -84, rx: 40, ry: 7, fill: "#2B4A6A" }) +
          el("ellipse", { cx: 0, cy: -83, rx: 35, ry: 5, fill: "#3A2216" }) +
          el("path", { d: "M-40 -84A40 7 0 0 0 40 -84", fill: "none", stroke: "#2B4A6A", "stroke-width": 4 }),
        { transform: "translate(250 560)" },
      );
      o += steam(d, rng, 250, 462, 110, "#FFD6B0", 3, 5, 0.5);
      return o + vignette(d, W, H, "#120202", 0.5);
    },
  },
  {
    code: "soulful-slow",
    title: "Soulful and slow: a purple dusk settling over layered hills, a cup cooling on the ledge",
    draw: (d, rng) => {
      let o = sky(d, W, H, [
        [0, "#2B1D45"],
        [0.38, "#5E4480"],
        [0.62, "#B683A6"],
        [0.75, "#E7AFA6"],
        [1, "#6A4A80"],
      ]);
      o += specks(rng, 30, 0, 0, W, 180, "#F3E6F5", 0.6, 1.4, 0.2, 0.7);
      o += sun(d, 300, 380, 60, "#FCD6B8", "#F7B6A0", 300, 0.6);
      o += hills(d, rng, {
        w: W,
        h: H,
        count: 5,
        top: 360,
        bottom: 500,
        far: "#A582AE",
        near: "#24163A",
        mist: "#E2BCCB",
        amp: 50,
        mistOp: 0.55,
      });
      o += birds(rng, 6, 500, 220, 80, "#3A2650", 8);
      o += el("path", {
        d: "M-10 536H810V610H-10Z",
        fill: d.lin([
          [0, "#3A2752"],
          [0.05, "#221634"],
          [1, "#120A1E"],
        ]),
      });
      o += el("path", { d: "M-10 536H810", stroke: "#8E6AA8", "stroke-width": 2, opacity: 0.7 });
      o += cup(d, 590, 562, 1, "#B79BC8");
      o += steam(d, rng, 590, 480, 150, "#F0DDF2", 2, 5, 0.45);
      return o + vignette(d, W, H, "#120A1E", 0.45);
    },
  },
  {
    code: "creative-inspired",
    title: "Creative and inspired: green brushstrokes, coffee leaves and a cup on the artist's table",
    draw: (d, rng) => {
      let o = rect(
        0,
        0,
        W,
        H,
        d.lin([
          [0, "#EEF1E4"],
          [1, "#D6E2C8"],
        ]),
      );
      const greens = ["#2F4A3A", "#4E7A52", "#7FA66A", "#A9C98A", "#3F6B4A", "#C9DDAE"];
      o += el("circle", {
        cx: 560,
        cy: 200,
        r: 300,
        fill: d.rad([
          [0, "#FFFFFF", 0.7],
          [1, "#FFFFFF", 0],
        ]),
      });
      for (let i = 0; i < 5; i++) {
        const x0 = rng.range(-120, 200) + i * 60;
        const y0 = rng.range(380, 560) - i * 50;
        const dx = rng.range(520, 820);
        const dy = -rng.range(80, 260);
        const w = rng.range(38, 84);
        const c = greens[i % greens.length] as string;
        const dd = `M${n(x0)} ${n(y0)}C${n(x0 + dx * 0.3)} ${n(y0 + dy - 110)} ${n(x0 + dx * 0.65)} ${n(y0 + dy + 90)} ${n(x0 + dx)} ${n(y0 + dy)}`;
        const op = +rng.range(0.45, 0.75).toFixed(2);
        let br = el("path", { d: dd, stroke: c, "stroke-width": w, opacity: op });
        for (const k of [-0.3, 0.34])
          br += el("path", {
            d: dd,
            stroke: k < 0 ? lighten(c, 0.3) : darken(c, 0.15),
            "stroke-width": w * 0.05,
            transform: `translate(${n(k * w * 0.2)} ${n(k * w)})`,
            opacity: 0.35,
          });
        o += g(br, { fill: "none", "stroke-linecap": "round" });
      }
      o += coffeeBranch(d, rng, {
        x: 830,
        y: 120,
        angle: 165,
        length: 330,
        bend: -28,
        nodes: 4,
        leafLen: 120,
        leafColor: "#3F6B4A",
        leafDark: "#2A4A34",
      });
      o += el("path", {
        d: "M-10 500Q400 480 810 500V610H-10Z",
        fill: d.lin([
          [0, "#C8B79A"],
          [1, "#9E8A6A"],
        ]),
      });
      // a paintbrush
      o += g(
        el("rect", { x: 0, y: -4, width: 150, height: 8, rx: 4, fill: "#2F4A3A" }) +
          el("rect", { x: -16, y: -5, width: 20, height: 10, fill: "#C9A24A" }) +
          el("path", { d: "M-16 -5Q-40 0 -46 0Q-40 0 -16 5Z", fill: "#4E7A52" }),
        { transform: "translate(560 540) rotate(-12)" },
      );
      o += cup(d, 330, 548, 1.3, "#F6EFE4");
      o += steam(d, rng, 330, 428, 140, "#7F9A80", 3, 5, 0.45);
      return o + vignette(d, W, H, "#2F4A3A", 0.25);
    },
  },
];

export function moodSvg(m: (typeof MOODS)[number]): string {
  const d = new Defs();
  const rng = new Rng(`moods/${m.code}.svg`);
  return svgDoc(W, H, m.title, d, m.draw(d, rng));
}
