import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { apiSecurityHeaders, pageSecurityHeaders } from "./security";

/** The headers a middleware gives a real response, over real HTTP. */
async function headersFrom(middleware: RequestHandler, locals: Record<string, unknown>) {
  const app = express();
  app.use((_req, res, next) => {
    Object.assign(res.locals, locals);
    next();
  });
  app.use(middleware);
  app.get("/", (_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(response.headers);
    for (const name of ["date", "etag", "content-length", "content-type", "connection", "keep-alive"])
      delete headers[name];
    return headers;
  } finally {
    server.close();
  }
}

const ANALYTICS = {
  googleAnalyticsId: "G-ABC123XYZ",
  googleTagManagerId: null,
  facebookPixelId: null,
  searchConsoleVerification: null,
};

describe("security headers worked out once", () => {
  it("are helmet's own headers for the API", async () => {
    const fixed = await headersFrom(apiSecurityHeaders({ dev: false }), {});
    const own = await headersFrom(
      helmet({
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
        },
      }),
      {},
    );
    expect(fixed).toEqual(own);
    expect(fixed["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(fixed["x-powered-by"]).toBeUndefined();
  });

  it("carry each page's own nonce and the analytics hosts of the moment", async () => {
    const middleware = pageSecurityHeaders({ dev: false, paymentProvider: "razorpay" });
    const first = await headersFrom(middleware, { cspNonce: "AAAAnonce1AAAA==" });
    const second = await headersFrom(middleware, { cspNonce: "BBBBnonce2BBBB==" });
    const withAnalytics = await headersFrom(middleware, { cspNonce: "CCCCnonce3CCCC==", analytics: ANALYTICS });
    expect(first["content-security-policy"]).toContain("'nonce-AAAAnonce1AAAA=='");
    expect(second["content-security-policy"]).toContain("'nonce-BBBBnonce2BBBB=='");
    expect(second["content-security-policy"]).not.toContain("AAAAnonce1");
    expect(first["content-security-policy"]).toContain("checkout.razorpay.com");
    expect(withAnalytics["content-security-policy"]).toContain("googletagmanager.com");
    expect(first["content-security-policy"]).not.toContain("googletagmanager.com");
    expect(first["content-security-policy"]).not.toContain("!nonce!");
    expect({ ...first, "content-security-policy": "" }).toEqual({ ...second, "content-security-policy": "" });
    expect(first["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
  });

  it("keep every page out of a cross-origin opener's reach (decision 174)", async () => {
    const page = await headersFrom(pageSecurityHeaders({ dev: false }), { cspNonce: "DDDDnonce4DDDD==" });
    const developing = await headersFrom(pageSecurityHeaders({ dev: true }), { cspNonce: "EEEEnonce5EEEE==" });
    expect(page["cross-origin-opener-policy"]).toBe("same-origin");
    expect(developing["cross-origin-opener-policy"]).toBe("same-origin");
  });
});
