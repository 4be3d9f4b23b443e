import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  // scrypt at OWASP cost takes ~0.5 s a hash; on a busy 2-core machine several take longer than 5 s.
  it("verifies the right password and refuses a wrong one", { timeout: 30_000 }, async () => {
    const hash = await hashPassword("filter-kaapi-at-dawn");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("filter-kaapi-at-dawn", hash)).toBe(true);
    expect(await verifyPassword("filter-kaapi-at-dusk", hash)).toBe(false);
  });

  it("salts every hash", { timeout: 30_000 }, async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses a malformed stored hash instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
  });

  it("generates long random passwords", () => {
    const a = generatePassword();
    expect(a).toHaveLength(20);
    expect(a).not.toBe(generatePassword());
  });
});
