/**
 * Static files as the build left them: every text file has a Brotli (`.br`) and a Zopfli-gzip
 * (`.gz`) twin (scripts/precompress.mjs), and a request gets the smallest one it accepts, sent as
 * it lies on disk: no request pays for compression (docs/decisions/026).
 */
import type http from "node:http";
import expressStaticGzip from "express-static-gzip";
import type { RequestHandler } from "express";

export type StaticOptions = { maxAge: string; immutable?: boolean };

const nosniff = (res: http.ServerResponse) => res.setHeader("X-Content-Type-Options", "nosniff");

export function precompressedStatic(dir: string, { maxAge, immutable = false }: StaticOptions): RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { maxAge, immutable, index: false, setHeaders: nosniff },
  });
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    serve(req, res, (error?: unknown) => {
      // Not served after all (a file gone since start): what was set for its compressed twin must not reach the 404.
      res.removeHeader("Content-Encoding");
      res.removeHeader("Content-Type");
      next(error);
    });
  };
}
