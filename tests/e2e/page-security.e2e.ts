/**
 * Issue 10, "hard to break", on the real production server: every page's Content-Security-Policy
 * carries a fresh nonce that every inline script of that page carries too (docs/decisions/025);
 * hostile slugs in page paths answer 404, not 500; and no traversal reaches a file outside the
 * built public folder.
 */
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";
import routes from "../../app/routes";
import { HOSTILE_SEGMENTS } from "../support/junk";
import { rawRequest } from "../support/raw-http";

const baseUrl = sharedServerUrl();

/** A real value for each page parameter (seeded), so every route in app/routes.ts is visited. */
const PARAMS: Record<string, string> = {
  moodId: "calm-and-reflective-coffee-match",
  id: "morning-dust-light-roast-coffee",
  slug: "kaapi-culture-south-indian-filter-coffee-tradition",
};

/**
 * Pages whose answer is not a plain 200: the social links redirect to the shop's profiles, and the
 * mailed-link pages answer a missing token with their own not-found page.
 */
const STATUS: Record<string, number> = {
  "/no-such-page": 404,
  "/unsubscribe": 400,
  "/review": 403,
  "/back-in-stock": 400,
  // Without its mailed token the page says the link has expired (decision 137).
  "/subscription/manage": 403,
  "/confirm": 404,
  "/instagram": 302,
  "/facebook": 302,
  "/twitter": 302,
};

function pagePaths(): string[] {
  return routes.map((route) => {
    if (route.index) return "/";
    if (route.path === "*") return "/no-such-page";
    return `/${route.path!.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name]!)}`;
  });
}

/** The script-src directive, its nonce, and the nonce every inline <script> in the HTML carries. */
function scriptPolicy(csp: string, html: string) {
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? "";
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const withoutOurNonce = scripts.filter(
    (tag) => !tag.includes(`nonce="${nonce}"`) && !/type="application\/ld\+json"/.test(tag),
  );
  return { scriptSrc, nonce, scripts, withoutOurNonce };
}

async function getPage(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    csp: response.headers.get("content-security-policy") ?? "",
    type: response.headers.get("content-type") ?? "",
    html: await response.text(),
  };
}

describe("Content-Security-Policy on every page", () => {
  it("visits every route the app declares", () => {
    expect(pagePaths()).toHaveLength(routes.length);
    expect(pagePaths()).toContain("/admin/login");
  });

  it("redirects the social links elsewhere, with no page of ours to protect", async () => {
    for (const path of pagePaths().filter((p) => STATUS[p] === 302)) {
      const answer = await getPage(path);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toMatch(/^https:\/\//);
    }
  });

  for (const path of pagePaths().filter((p) => STATUS[p] !== 302)) {
    it(`${path}: a fresh nonce per response, carried by every inline script, no unsafe script sources`, async () => {
      const [first, second] = [await getPage(path), await getPage(path)];
      for (const answer of [first, second]) {
        expect(answer.status, path).toBe(STATUS[path] ?? 200);
        expect(answer.type).toMatch(/^text\/html/);
        const policy = scriptPolicy(answer.csp, answer.html);
        expect(policy.nonce, answer.csp).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
        expect(policy.scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'strict-dynamic'|\*/);
        expect(answer.csp).not.toMatch(/default-src[^;]*'unsafe-(inline|eval)'/);
        expect(answer.csp).toMatch(/object-src 'none'/);
        expect(answer.csp).toMatch(/base-uri 'self'/);
        expect(policy.scripts.length, "React Router's inline scripts").toBeGreaterThan(0);
        expect(policy.withoutOurNonce).toEqual([]);
        // No other nonce anywhere in the page (a cached one would be a predictable one).
        expect(new Set([...answer.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(
          new Set([policy.nonce]),
        );
      }
      expect(scriptPolicy(second.csp, second.html).nonce).not.toBe(scriptPolicy(first.csp, first.html).nonce);
    });
  }
});

describe("hostile slugs in page paths", () => {
  const pages = ["/product/", "/p/", "/mood/", "/blog/", "/journal/"];

  it("answer 400 or 404 as a page, never a server error, and change nothing", async () => {
    const catalogue = async () =>
      Promise.all(
        ["/api/products", "/api/moods", "/api/blogs"].map(async (p) => (await fetch(`${baseUrl}${p}`)).text()),
      );
    const before = await catalogue();
    for (const page of pages) {
      for (const slug of HOSTILE_SEGMENTS) {
        const answer = await rawRequest(baseUrl, `${page}${slug}`);
        // "/product/.." is "/" to a URL parser (a browser never even sends it): any page but an error.
        const expected = /^(\.\.|%2e%2e)$/i.test(slug) ? [200, 301, 302, 404] : [400, 404];
        expect(expected, `${page}${slug.slice(0, 100)} → ${answer.status}`).toContain(answer.status);
      }
    }
    expect(await catalogue()).toEqual(before);
  });
});

describe("files outside the public folder", () => {
  /** What would show that a file outside build/client was served. */
  const LEAKS = [
    /"name":\s*"bean-and-bhumi"/,
    /root:.*:0:0:/,
    /loadConfig|createApp|ADMIN_PASSWORD/,
    /\[boot loader\]/,
  ];
  const SNEAKY = [
    "/images/..%2f..%2fpackage.json",
    "/images/..%2f..%2f..%2fpackage.json",
    "/images/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/images/%2e%2e/%2e%2e/package.json",
    "/images/%2e%2e%2f%2e%2e%2fpackage.json",
    "/images/..%5c..%5cpackage.json",
    "/images/....//....//package.json",
    "/images/%252e%252e%252f%252e%252e%252fpackage.json",
    "/images/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json",
    "/images/..%00/package.json",
    "/assets/../../package.json",
    "/assets/..%2f..%2fpackage.json",
    "/assets/..%2f..%2fnode%2fserver.js",
    "/assets/%2e%2e/%2e%2e/node/server.js",
    "/../package.json",
    "/..%2fpackage.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/favicon.svg/..%2f..%2fpackage.json",
    "/uploads/..%2f..%2fpackage.json",
    "/uploads/%2e%2e/%2e%2e/package.json",
    "/package.json",
    "/server.js",
    "/node/server.js",
    "/.env",
    "/src/server/config.ts",
    "/node_modules/react/package.json",
    "/images/..%2f..%2fserver%2findex.js",
  ];

  it("serves none of them, and answers without a server error", async () => {
    for (const path of SNEAKY) {
      const answer = await rawRequest(baseUrl, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      for (const leak of LEAKS) expect(answer.text, `${path} leaked a file`).not.toMatch(leak);
    }
  });

  it("still serves the real files (so the refusals above are not a broken server)", async () => {
    const logo = await rawRequest(baseUrl, "/images/logo-mark.svg");
    expect(logo.status).toBe(200);
    expect(logo.text).toContain("<svg");
  });
});
