import { expect, it } from "vitest";
import { eachDatabase } from "../support/test-app";

eachDatabase("HTTP contract", (app) => {
  it("answers /api/livez without touching the database", async () => {
    const res = await app().api("/api/livez");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("reports the database in /api/health", async () => {
    const res = await app().api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: app().kind });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await app().api("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect((await res.json()).message).toMatch(/No API endpoint at GET \/no-such-thing/);
  });

  it("answers malformed JSON with 400 and a message", async () => {
    const res = await app().api("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"email": "broken@',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Malformed JSON in request body" });
  });

  it.each([
    ["/api/products/%E0%A4%A", 400],
    ["/api/products/1%00", 404],
    ["/api/moods/%00/coffees", 404],
    ["/api/blogs/%ZZ", 400],
  ])("answers the malformed path %s with %i, not a server error", async (path, status) => {
    const res = await app().api(path);
    expect(res.status).toBe(status);
    expect(typeof (await res.json()).message).toBe("string");
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"hello"'],
    ["nothing", ""],
  ])("refuses %s as a body with 400", async (_what, body) => {
    const res = await app().api("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
  });

  it("refuses a JSON object sent as text/plain with 400, not a crash", async () => {
    const res = await app().api("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: '{"email":"a@b.co"}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body must be a JSON object");
  });

  it("refuses a body over 1 MB with 413", async () => {
    const big = JSON.stringify({ email: "a@b.co", padding: "x".repeat(1024 * 1024) });
    const res = await app().api("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/1 MB/);
  });

  it("sends security headers; JSON may load nothing and be framed by no one", async () => {
    const res = await app().api("/api/livez");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a caller's request id", async () => {
    const res = await app().api("/api/livez", { headers: { "X-Request-Id": "trace-42" } });
    expect(res.headers.get("x-request-id")).toBe("trace-42");
  });

  it("compresses large JSON answers", async () => {
    const res = await app().api("/api/blogs", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect((await res.json()).length).toBe(5);
  });

  it("serves a placeholder image of the asked size", async () => {
    const res = await app().api("/api/placeholder/320/180");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toContain('width="320"');
    expect(svg).toContain('height="180"');
  });

  it.each(["/api/placeholder/0/100", "/api/placeholder/abc/100", "/api/placeholder/100/99999"])(
    "refuses a bad placeholder size %s with 400",
    async (path) => {
      const res = await app().api(path);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/width and height/);
    },
  );

  it("serves robots.txt pointing at the sitemap, and a sitemap of real pages", async () => {
    const robots = await (await app().api("/robots.txt")).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await (await app().api("/sitemap.xml")).text();
    expect(sitemap).toContain("/product/morning-dust-light-roast-coffee</loc>");
    expect(sitemap).toContain("/mood/calm-and-reflective-coffee-match</loc>");
    expect(sitemap).toContain("/blog/kaapi-culture-south-indian-filter-coffee-tradition</loc>");
  });
});
