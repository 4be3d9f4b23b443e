/**
 * Production pages carry their stylesheet inline: on a phone the separate CSS request is a whole
 * round trip before anything can paint. The built file is read once per process.
 */
import { readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

let cached: string | undefined;

function stylesheetText(href: string): string {
  // The server build lives in build/server; the client's files in build/client.
  cached ??= readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
  return cached;
}

/** Inserts `<style>` with the stylesheet just before `</head>` in the streamed document. */
export function inlineStylesheet(href: string, nonce: string): Transform {
  const tag = `<style nonce="${nonce}">${stylesheetText(href).replace(/<\/style/gi, "<\\/style")}</style>`;
  // Decode as text throughout, so a character split between two chunks survives.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (done) return callback(null, text);
      pending += text;
      const at = pending.indexOf("</head>");
      if (at === -1) return callback();
      done = true;
      const out = pending.slice(0, at) + tag + pending.slice(at);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
