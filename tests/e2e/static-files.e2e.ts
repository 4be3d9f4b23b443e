import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";
import { rawRequest } from "../support/raw-http";

/** Static files are sent precompressed, as the build left them (docs/decisions/026). */
describe("precompressed static files", () => {
  const baseUrl = sharedServerUrl();

  /** The page's largest script: the chunk every page loads (the client entry itself is a stub, decision 167). */
  async function largestScript(): Promise<string> {
    const html = (await rawRequest(baseUrl, "/shop")).body.toString();
    // The page's modules are listed for its hydration starter (docs/decisions/026).
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
    expect(scripts.length).toBeGreaterThan(1);
    const sizes = await Promise.all(scripts.map(async (src) => (await rawRequest(baseUrl, src)).body.length));
    return scripts[sizes.indexOf(Math.max(...sizes))]!;
  }

  it("sends Brotli, gzip or the file itself, whichever the request accepts, with the same content", async () => {
    const script = await largestScript();
    const plain = await rawRequest(baseUrl, script);
    const br = await rawRequest(baseUrl, script, { headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await rawRequest(baseUrl, script, { headers: { "accept-encoding": "gzip" } });

    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const response of [plain, br, gzip]) {
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/javascript/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["vary"]).toMatch(/Accept-Encoding/i);
    }
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
  });

  it("compresses public files outside /assets too (artwork SVG)", async () => {
    const svg = await rawRequest(baseUrl, "/images/hero/hills.svg", { headers: { "accept-encoding": "gzip" } });
    expect(svg.status).toBe(200);
    expect(svg.headers["content-encoding"]).toBe("gzip");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(gunzipSync(svg.body).toString()).toMatch(/^<svg|^<\?xml/);
  });

  it("answers a file it does not have, or a method other than GET, without the file's encoding", async () => {
    const missing = await rawRequest(baseUrl, "/assets/not-there-123.js", {
      headers: { "accept-encoding": "identity" },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(String(missing.headers["content-type"])).toMatch(/^text\/html/);

    const script = await largestScript();
    const post = await rawRequest(baseUrl, script, { method: "POST", headers: { "accept-encoding": "identity" } });
    expect(post.status).toBeGreaterThanOrEqual(400);
    expect(post.status).toBeLessThan(500);
    expect(post.headers["content-encoding"]).toBeUndefined();
    expect(String(post.headers["content-type"])).toMatch(/^text\/html/);
  });
});
