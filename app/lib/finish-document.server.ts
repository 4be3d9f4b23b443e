/**
 * The last touches to a production page, made as the document streams out (docs/decisions/026):
 * - the stylesheet goes inline: on a phone the separate CSS request is a whole round trip before
 *   anything can paint (the built file is read once per process);
 * - the web fonts leave it: on a browser's first page `loadFonts` fetches them after hydration and
 *   sets them in at the shopper's next tap or key, on later pages at once (decision 159);
 * - React Router's module preloads leave the head, and its module bootstrap becomes inert text that
 *   `startHydration` runs once the page has loaded and painted (or at the shopper's first touch):
 *   the page is server-rendered and readable without its ~130 KB of hydration code, which must not
 *   compete with the fonts and the lead image for a phone's connection.
 */
import { readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { loadFonts } from "./font-loader";
import { startHydration } from "./hydration-starter";

let cached: ((nonce: string) => string) | undefined;

/** The head's styles for a page with `nonce`: the built stylesheet is read and prepared once per process. */
function stylesheetFor(href: string, nonce: string): string {
  // The server build lives in build/server; the client's files in build/client.
  cached ??= headStyles(splitWebFonts(readFileSync(new URL(`../client${href}`, import.meta.url), "utf8")));
  return cached(nonce);
}

/** A web font's rule: one that downloads a file (the metric-matched fallbacks name local fonts only). */
const WEB_FONT_FACE = /@font-face\s*\{[^}]*\burl\([^}]*\}/g;

/** The stylesheet without its web fonts' `@font-face` rules, and those rules on their own. */
export function splitWebFonts(stylesheet: string): { css: string; fonts: string } {
  const fonts: string[] = [];
  const css = stylesheet.replace(WEB_FONT_FACE, (rule) => {
    fonts.push(rule);
    return "";
  });
  return { css, fonts: fonts.join("") };
}

/** No `</style`, `</script` or `</noscript` in the text can end the element it sits in. */
function inlineSafe(text: string): string {
  return text.replace(/<\/(style|script|noscript)/gi, "<\\/$1");
}

/**
 * The stylesheet, then the web fonts added by `loadFonts` (decision 159); without JavaScript the
 * browser reads them from `<noscript>` and loads them as before. Worked out once; each page only
 * puts its nonce in.
 */
export function headStyles(stylesheet: { css: string; fonts: string }): (nonce: string) => string {
  const css = inlineSafe(stylesheet.css);
  if (!stylesheet.fonts) return (nonce) => `<style nonce="${nonce}">${css}</style>`;
  const loader = `(${loadFonts.toString()})(${JSON.stringify(stylesheet.fonts).replace(/</g, "\\u003c")})`;
  const noscript = `<noscript><style>${inlineSafe(stylesheet.fonts)}</style></noscript>`;
  return (nonce) => `<style nonce="${nonce}">${css}</style><script nonce="${nonce}">${loader}</script>${noscript}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const BOOTSTRAP_ID = "bb-bootstrap";
/**
 * The chunks evaluated before the bootstrap, each a task apart: React's (decision 171). Evaluating the root
 * route's chunk (the code every page shares) a task ahead too made no difference that could be measured.
 */
const STAGES = [/^\/assets\/react-dom-[\w-]+\.js$/];

/** Takes the module preloads out of `head`; answers what is left and the modules' addresses. */
export function takeModulePreloads(head: string): { head: string; modules: string[] } {
  const modules: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  return { head: rest, modules };
}

/** `html` with the module bootstrap made inert and started by `startHydration`; undefined while it is not (all) there. */
export function deferBootstrap(html: string, modules: string[]): string | undefined {
  const match = BOOTSTRAP.exec(html);
  if (!match) return undefined;
  const [script, nonce, code] = match;
  // React's chunk (vite.config.ts) is evaluated a task ahead of the bootstrap (decision 171).
  const stages = STAGES.map((stage) => modules.find((href) => stage.test(href))).filter((href) => href !== undefined);
  const starter = `(${startHydration.toString()})(${JSON.stringify(BOOTSTRAP_ID)},${JSON.stringify(modules)},${JSON.stringify(stages)})`;
  const inert = `<script nonce="${nonce}" type="text/x-module-bootstrap" id="${BOOTSTRAP_ID}">${code}</script>`;
  return html.replace(script, () => `${inert}<script nonce="${nonce}">${starter}</script>`);
}

/**
 * The streaming transform: the head first (stylesheet and `headTags` in, preloads out), then the bootstrap in
 * the body. `headTags`: markup the page's script need not know, such as the owner's analytics.
 */
export function finishDocument(stylesheetHref: string, nonce: string, headTags = ""): Transform {
  const style = stylesheetFor(stylesheetHref, nonce) + headTags;
  // Decode as text throughout, so a character split between two chunks survives.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let stage: "head" | "body" | "done" = "head";
  let modules: string[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      let out = "";
      if (stage === "head") {
        const at = pending.indexOf("</head>");
        if (at === -1) return callback();
        const taken = takeModulePreloads(pending.slice(0, at));
        modules = taken.modules;
        out = taken.head + style;
        pending = pending.slice(at);
        stage = "body";
      }
      if (stage === "body") {
        const deferred = deferBootstrap(pending, modules);
        if (deferred === undefined) {
          // Hold back from the last `<script` on: it may be the bootstrap, cut at the chunk's end.
          const held = pending.lastIndexOf("<script");
          const cut = held === -1 ? Math.max(0, pending.length - "<script".length) : held;
          out += pending.slice(0, cut);
          pending = pending.slice(cut);
        } else {
          out += deferred;
          pending = "";
          stage = "done";
        }
      } else {
        out += pending;
        pending = "";
      }
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
