/**
 * Anonymous pages are the same for every visitor (the cart lives in the browser), so a rendered page
 * is kept and served again until the catalogue or the content changes — in this process or, through
 * PostgreSQL NOTIFY, in any other — or a minute passes. The CSP nonce stays per response: pages are
 * rendered around a marker and each response fills in its own nonce (see page-body.ts).
 * See docs/decisions/025-server-rendered-pages-are-cached-around-the-nonce.md.
 */
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { LoadContext } from "../load-context";
import { gzipBody, identityBody, NONCE_MARKER, templatePage, type PageBody } from "./page-body";

export type RenderedPage = {
  status: number;
  headers: [string, string][];
  body: PageBody;
  /** Only whole, successful (or not-found) HTML documents are kept. */
  keep: boolean;
};

export type PageCache = {
  get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage>;
  clear(): void;
};

export function createPageCache(options: { maxBytes?: number; ttlMs?: number } = {}): PageCache {
  const stored = new LRUCache<string, RenderedPage>({
    maxSize: options.maxBytes ?? 48 * 1024 * 1024,
    sizeCalculation: (page) => page.body.length + page.body.deflated.reduce((sum, part) => sum + part.length, 0) + 1,
    ttl: options.ttlMs ?? 60_000,
  });
  const rendering = new Map<string, Promise<RenderedPage>>();
  let generation = 0;
  return {
    get(key, render) {
      const hit = stored.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = rendering.get(key);
      if (pending) return pending;
      const started = generation;
      const result = render()
        .then((page) => {
          // Invalidated while rendering: the page may show what was just changed, so do not keep it.
          if (page.keep && started === generation) stored.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, result);
      return result;
    },
    clear() {
      generation += 1;
      stored.clear();
    },
  };
}

const SKIPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection"]);

/** Document requests for pages; not the admin (client-rendered, never cached) and not data requests. */
export function isCacheablePageRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET") return false;
  if (req.path.endsWith(".data") || req.path.startsWith("/admin")) return false;
  return true;
}

function toFetchRequest(req: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return new Request(new URL(req.originalUrl, origin).href, { method: "GET", headers });
}

/**
 * The production page handler: cached pages for anonymous document requests, React Router's own
 * Express handler (`fallback`) for everything else.
 */
export function cachedPages(options: {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => LoadContext;
  fallback: RequestHandler;
  cache: PageCache;
}): RequestHandler {
  const handleRequest = createRequestHandler(options.build, "production");
  return async (req, res, next) => {
    if (!isCacheablePageRequest(req)) return options.fallback(req, res, next);
    try {
      const context = options.getLoadContext(req, res);
      const key = `${context.origin}${req.originalUrl}`;
      const page = await options.cache.get(key, async () => {
        const response = await handleRequest(toFetchRequest(req, context.origin), {
          ...context,
          cspNonce: NONCE_MARKER,
        });
        const html = await response.text();
        const headers = [...response.headers].filter(([name]) => !SKIPPED_HEADERS.has(name.toLowerCase()));
        const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
        // A route opts out with `Cache-Control: no-store` or `private` (a page personal to its link).
        const personal = /no-store|private/i.test(response.headers.get("cache-control") ?? "");
        const keep =
          isHtml &&
          (response.status === 200 || response.status === 404) &&
          !personal &&
          !response.headers.has("set-cookie");
        return { status: response.status, headers, body: templatePage(html), keep };
      });
      sendPage(req, res, page, String(res.locals.cspNonce ?? ""));
    } catch (error) {
      next(error);
    }
  };
}

function sendPage(req: ExpressRequest, res: ExpressResponse, page: RenderedPage, nonce: string): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  res.setHeader("Vary", "Accept-Encoding");
  const gzip = page.body.length > 1024 && req.acceptsEncodings("gzip", "identity") === "gzip";
  const parts = gzip ? gzipBody(page.body, nonce) : identityBody(page.body, nonce);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader(
    "Content-Length",
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  // Corked, the head and every part leave in one writev when the response ends, the kept pieces uncopied.
  res.cork();
  for (const part of parts) res.write(part);
  res.end();
}
