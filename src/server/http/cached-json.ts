/**
 * Pre-serialised, pre-compressed JSON for hot read endpoints: built once per cache fill, then each
 * request only negotiates an encoding and compares ETags.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

export type JsonPayload = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string };

export function toJsonPayload(value: unknown): JsonPayload {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
  };
}

export function sendJsonPayload(req: Request, res: Response, payload: JsonPayload, cacheControl = "no-cache"): void {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", payload.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === payload.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const body = encoding === "br" ? payload.br : encoding === "gzip" ? payload.gzip : payload.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** For API routes whose answers are large enough to be worth compressing on the fly. */
export { default as compressLargeJson } from "compression";
