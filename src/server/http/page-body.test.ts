import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipBody, identityBody, NONCE_MARKER, templatePage } from "./page-body";

const page = (nonce: string) =>
  `<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body>${"<p>Filter kaapi at dawn.</p>".repeat(400)}<script nonce="${nonce}" src="/x.js"></script></body></html>`;

describe("a page templated around its nonce", () => {
  const template = templatePage(page(NONCE_MARKER));

  it("fills in each response's nonce", () => {
    expect(Buffer.concat(identityBody(template, "abc123")).toString()).toBe(page("abc123"));
  });

  it("gzips to exactly the filled-in page, a valid stream with a correct CRC and length", () => {
    const nonce = "Zm9vYmFyYmF6cXV4MTIzNA==";
    const gz = Buffer.concat(gzipBody(template, nonce));
    expect(gunzipSync(gz).toString()).toBe(page(nonce));
    expect(gz.length).toBeLessThan(page(nonce).length / 5);
  });

  it("handles a page without any nonce, and an empty one", () => {
    expect(gunzipSync(Buffer.concat(gzipBody(templatePage("<p>plain</p>"), "n"))).toString()).toBe("<p>plain</p>");
    expect(gunzipSync(Buffer.concat(gzipBody(templatePage(""), "n"))).toString()).toBe("");
  });

  it("sends the page's large pieces as they are kept, and joins the small parts around them into few writes", () => {
    const large = "<p>Filter kaapi at dawn.</p>".repeat(1000);
    const kept = templatePage(
      `<head><script nonce="${NONCE_MARKER}"></script></head>${large}<b nonce="${NONCE_MARKER}"></b>`,
    );
    const parts = identityBody(kept, "nonce1");
    expect(parts).toHaveLength(3);
    expect(parts[1]).toBe(kept.pieces[1]);
    expect(Buffer.concat(parts).toString()).toBe(
      `<head><script nonce="nonce1"></script></head>${large}<b nonce="nonce1"></b>`,
    );
    // Compressed, the whole page is one small run: one buffer.
    expect(gzipBody(kept, "nonce1")).toHaveLength(1);
  });

  it("keeps non-ASCII text intact", () => {
    const html = `<h1>Bean &amp; Bhūmi ₹1,300</h1><script nonce="${NONCE_MARKER}"></script>`;
    expect(gunzipSync(Buffer.concat(gzipBody(templatePage(html), "q"))).toString()).toBe(
      html.replace(NONCE_MARKER, "q"),
    );
  });
});
