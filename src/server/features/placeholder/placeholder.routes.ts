import { Router } from "express";
import { z } from "zod";
import { parseInput } from "../../http/errors";

const MAX_SIDE = 4000;
const Side = z.coerce
  .number({ error: "width and height must be whole numbers" })
  .int("width and height must be whole numbers")
  .min(1, "width and height must be at least 1")
  .max(MAX_SIDE, `width and height must be at most ${MAX_SIDE}`);
const Size = z.object({ w: Side, h: Side });

/** A quiet branded image of any size: the fallback when a picture is missing or fails to load. */
export function placeholderSvg(w: number, h: number): string {
  const s = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const r = s * 0.16;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>Bean &amp; Bhūmi</title><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F6EFE4"/><stop offset="1" stop-color="#E8DCC8"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><path d="M0 ${h * 0.78} Q ${w * 0.3} ${h * 0.62} ${w * 0.55} ${h * 0.74} T ${w} ${h * 0.7} V ${h} H 0 Z" fill="#D9C7AC" opacity=".7"/><g transform="translate(${cx} ${cy}) rotate(-28)"><ellipse rx="${r * 0.72}" ry="${r}" fill="#6B4A35"/><path d="M0 ${-r * 0.92} C ${r * 0.3} ${-r * 0.3} ${-r * 0.3} ${r * 0.3} 0 ${r * 0.92}" stroke="#F6EFE4" stroke-width="${Math.max(1, r * 0.09)}" fill="none" stroke-linecap="round"/></g></svg>`;
}

export function placeholderRoutes(): Router {
  const router = Router();
  router.get("/placeholder/:w/:h", (req, res) => {
    const { w, h } = parseInput(Size, req.params);
    res.setHeader("Content-Type", "image/svg+xml; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.send(placeholderSvg(w, h));
  });
  return router;
}
