import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:fs", () => ({ readFileSync: () => "body{color:red}" }));
const { inlineStylesheet } = await import("./inline-stylesheet.server");

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(inlineStylesheet("/assets/root.css", "abc")));
}

describe("inlineStylesheet", () => {
  it("puts the stylesheet, with the nonce, right before </head>", async () => {
    const html = await run([Buffer.from("<html><head><title>t</title></head><body>x</body></html>")]);
    expect(html).toBe('<html><head><title>t</title><style nonce="abc">body{color:red}</style></head><body>x</body></html>');
  });

  it("finds </head> split across chunks and keeps split multi-byte characters", async () => {
    const bytes = Buffer.from("<head><title>Bhūmi</title></he" + "ad><body>ū</body>");
    const cut = bytes.indexOf(Buffer.from("ū")) + 1; // inside the two-byte ū
    const html = await run([bytes.subarray(0, cut), bytes.subarray(cut, 30), bytes.subarray(30)]);
    expect(html).toBe('<head><title>Bhūmi</title><style nonce="abc">body{color:red}</style></head><body>ū</body>');
  });
});
