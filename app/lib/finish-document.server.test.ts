import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:fs", () => ({ readFileSync: () => "body{color:red}" }));
const { deferBootstrap, finishDocument, headStyles, splitWebFonts, takeModulePreloads } =
  await import("./finish-document.server");

const HEAD =
  '<html><head><title>t</title><link rel="modulepreload" href="/assets/entry.js" nonce="abc"/><link rel="preload" as="image" href="/h.svg" fetchPriority="high"/><link rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>';
const BOOTSTRAP =
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>';
const BODY = `<body><main>Kaapi</main><script nonce="abc">window.__ctx = {};</script>${BOOTSTRAP}<script nonce="abc">window.__ctx.done = 1;</script></body></html>`;

async function run(chunks: (string | Buffer)[]) {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(finishDocument("/assets/root.css", "abc")));
}

const WEB_FONT =
  '@font-face{font-family:Fraunces Variable;font-display:swap;font-weight:100 900;src:url(/assets/fraunces-a1.woff2)format("woff2-variations");unicode-range:U+20-7E}';
const FALLBACK_FONT =
  '@font-face{font-family:"Fraunces Variable Fallback: Georgia";src:local("Georgia");size-adjust:105%}';

describe("splitWebFonts", () => {
  it("takes out the rules that download a font and keeps the local fallbacks and everything else", () => {
    const stylesheet = `${FALLBACK_FONT}${WEB_FONT}h1{font-family:Fraunces Variable}${WEB_FONT.replace("a1", "b2")}`;
    expect(splitWebFonts(stylesheet)).toEqual({
      css: `${FALLBACK_FONT}h1{font-family:Fraunces Variable}`,
      fonts: WEB_FONT + WEB_FONT.replace("a1", "b2"),
    });
  });

  it("leaves a stylesheet without web fonts as it is", () => {
    expect(splitWebFonts("body{color:red}")).toEqual({ css: "body{color:red}", fonts: "" });
  });
});

describe("headStyles", () => {
  it("inlines the stylesheet, then the font loader with the web fonts, and the fonts again for pages read without JavaScript", () => {
    const html = headStyles({ css: "h1{color:red}", fonts: WEB_FONT })("abc");
    expect(html.startsWith('<style nonce="abc">h1{color:red}</style><script nonce="abc">(function loadFonts(')).toBe(
      true,
    );
    expect(html).toContain(`)(${JSON.stringify(WEB_FONT)})</script>`);
    expect(html.endsWith(`<noscript><style>${WEB_FONT}</style></noscript>`)).toBe(true);
  });

  it("is prepared once and takes each page's nonce", () => {
    const styles = headStyles({ css: "h1{color:red}", fonts: WEB_FONT });
    expect(styles("n1").match(/nonce="n1"/g)).toHaveLength(2);
    expect(styles("n2")).toBe(styles("n1").replaceAll('nonce="n1"', 'nonce="n2"'));
  });

  it("cannot be closed early by what it carries", () => {
    const fonts = `${WEB_FONT}/*</script></noscript></style><script>alert(1)*/`;
    const html = headStyles({ css: "a{content:'</style>'}", fonts })("abc");
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<\/noscript>/g)).toHaveLength(1);
    expect(html.endsWith("</style></noscript>")).toBe(true);
  });

  it("is the stylesheet alone when there are no web fonts", () => {
    expect(headStyles({ css: "h1{color:red}", fonts: "" })("abc")).toBe('<style nonce="abc">h1{color:red}</style>');
  });
});

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
    expect(html).toContain('("bb-bootstrap",["/assets/entry.js"],[])</script>');
    expect(html.startsWith('<body><main>Kaapi</main><script nonce="abc">window.__ctx = {};</script>')).toBe(true);
    expect(html.endsWith('<script nonce="abc">window.__ctx.done = 1;</script></body></html>')).toBe(true);
  });

  it("has React's chunk evaluated a task before the bootstrap", () => {
    const modules = [
      "/assets/entry.js",
      "/assets/shared-B0knKgX7.js",
      "/assets/shared-1s5jjkd-Cz.js",
      "/assets/react-dom-Q3.js",
    ];
    const html = deferBootstrap(BODY, modules)!;
    expect(html).toContain(`("bb-bootstrap",${JSON.stringify(modules)},["/assets/react-dom-Q3.js"])</script>`);
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
    expect(html).toContain('("bb-bootstrap",["/assets/entry.js","/assets/root.js"],[])');
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

  it("adds the head tags it is given after the stylesheet, before </head>", async () => {
    const html = await text(
      Readable.from([Buffer.from(HEAD + BODY)]).pipe(
        finishDocument("/assets/root.css", "abc", '<meta name="google-site-verification" content="x"/>'),
      ),
    );
    expect(html).toContain(
      '<style nonce="abc">body{color:red}</style><meta name="google-site-verification" content="x"/></head>',
    );
  });

  it("passes a page without a bootstrap through unchanged after the head", async () => {
    const html = await run([HEAD, "<body><p>No scripts</p></body></html>"]);
    expect(html.endsWith("<body><p>No scripts</p></body></html>")).toBe(true);
  });
});
