import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32AppendOperator, crc32Combine } from "./crc32-combine";

describe("CRC-32 of two byte strings end to end", () => {
  it("equals zlib's CRC of the concatenation, for any two strings", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const combined = crc32Combine(crc32(a), crc32(b), crc32AppendOperator(b.length));
        expect(combined).toBe(crc32(Buffer.concat([a, b])));
      }),
      { numRuns: 300 },
    );
  });

  it("handles empty halves and a page-sized second half", () => {
    const page = randomBytes(230_000);
    expect(crc32Combine(crc32(page), 0, crc32AppendOperator(0))).toBe(crc32(page));
    expect(crc32Combine(0, crc32(page), crc32AppendOperator(page.length))).toBe(crc32(page));
    const nonce = Buffer.from("Zm9vYmFyYmF6cXV4MTIzNA==");
    expect(crc32Combine(crc32(nonce), crc32(page), crc32AppendOperator(page.length))).toBe(
      crc32(Buffer.concat([nonce, page])),
    );
  });
});
