import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:fs", () => ({ readFileSync: () => "body{color:red}" }));
const { deferBootstrap, finishDocument, takeModulePreloads } = await import("./finish-document.server");

const HEAD =
  '<html><head><title>t</title><link rel="modulepreload" href="/assets/entry.js" nonce="abc"/><link rel="preload" as="image" href="/h.svg" fetchPriority="high"/><link rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>';
const BOOTSTRAP =
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>';
const BODY = `<body><main>Kaapi</main><script nonce="abc">window.__ctx = {};</script>${BOOTSTRAP}<script nonce="abc">window.__ctx.done = 1;</script></body></html>`;

async function run(chunks: (string | Buffer)[]) {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(finishDocument("/assets/root.css", "abc")));
}

describe("takeModulePreloads", () => {
  it("takes every module preload out and keeps other links", () => {
    const { head, modules } = takeModulePreloads(HEAD);
    expect(modules).toEqual(["/assets/entry.js", "/assets/root.js"]);
    expect(head).toBe(
      '<html><head><title>t</title><link rel="preload" as="image" href="/h.svg" fetchPriority="high"/></head>',
    );
  });
});

describe("deferBootstrap", () => {
  it("makes the module bootstrap inert and adds its starter, both with the nonce", () => {
    const html = deferBootstrap(BODY, ["/assets/entry.js"])!;
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script nonce="abc" type="text/x-module-bootstrap" id="bb-bootstrap">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script><script nonce="abc">(',
    );
    expect(html).toContain('("bb-bootstrap",["/assets/entry.js"])</script>');
    expect(html.startsWith('<body><main>Kaapi</main><script nonce="abc">window.__ctx = {};</script>')).toBe(true);
    expect(html.endsWith('<script nonce="abc">window.__ctx.done = 1;</script></body></html>')).toBe(true);
  });

  it("answers undefined while the bootstrap has not fully arrived", () => {
    expect(deferBootstrap(BODY.slice(0, BODY.indexOf("import(")), [])).toBeUndefined();
  });
});

describe("finishDocument", () => {
  it("inlines the stylesheet before </head>, takes the preloads out and defers the bootstrap", async () => {
    const html = await run([HEAD + BODY]);
    expect(html).toContain(
      '<title>t</title><link rel="preload" as="image" href="/h.svg" fetchPriority="high"/><style nonce="abc">body{color:red}</style></head>',
    );
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain('id="bb-bootstrap"');
    expect(html).toContain('("bb-bootstrap",["/assets/entry.js","/assets/root.js"])');
  });

  it("gives the same page however the document is cut into chunks, split characters included", async () => {
    const whole = await run([HEAD + "<p>Bhūmi</p>" + BODY]);
    const bytes = Buffer.from(HEAD + "<p>Bhūmi</p>" + BODY);
    for (const size of [1, 7, 64, 200]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await run(chunks)).toBe(whole);
    }
  });

  it("passes a page without a bootstrap through unchanged after the head", async () => {
    const html = await run([HEAD, "<body><p>No scripts</p></body></html>"]);
    expect(html.endsWith("<body><p>No scripts</p></body></html>")).toBe(true);
  });
});
