import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";
import { rawRequest } from "../support/raw-http";

/** Pages are served from a cache but every response carries its own CSP nonce (docs/decisions/025). */
describe("cached server-rendered pages", () => {
  const baseUrl = sharedServerUrl();

  async function get(path: string, encoding: string) {
    const response = await rawRequest(baseUrl, path, { headers: { "accept-encoding": encoding } });
    const html =
      response.headers["content-encoding"] === "gzip" ? gunzipSync(response.body).toString() : response.body.toString();
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"] ?? ""))?.[1] ?? "";
    return { response, html, nonce };
  }

  it("gives every response a fresh nonce that matches its Content-Security-Policy", async () => {
    const path = "/product/earth-ember-dark-roast-coffee";
    const first = await get(path, "gzip");
    const second = await get(path, "gzip");
    expect(first.response.headers["content-encoding"]).toBe("gzip");
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(second.nonce).not.toBe(first.nonce);
    for (const { html, nonce } of [first, second]) {
      const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThan(1);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    }
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
  });

  it("serves the same page gzip-encoded and plain", async () => {
    const zipped = await get("/shop", "gzip, br");
    const plain = await get("/shop", "identity");
    expect(plain.response.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.response.headers["content-length"])).toBe(Buffer.byteLength(plain.html));
    expect(zipped.html.replaceAll(zipped.nonce, "N")).toBe(plain.html.replaceAll(plain.nonce, "N"));
    expect(plain.html).toContain("Earth Ember");
  });

  it("keeps the real status of a page that is not found", async () => {
    const first = await get("/product/no-such-coffee", "gzip");
    const second = await get("/product/no-such-coffee", "gzip");
    expect([first.response.status, second.response.status]).toEqual([404, 404]);
    expect(second.html).toContain("404");
  });
});
