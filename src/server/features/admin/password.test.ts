import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./password";

// scrypt at OWASP cost takes about a second per hash; a busy machine needs more than the default 5 s.
describe("password hashing", { timeout: 30_000 }, () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("filter-kaapi-at-dawn");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword("filter-kaapi-at-dawn", hash)).toBe(true);
    expect(await verifyPassword("filter-kaapi-at-dusk", hash)).toBe(false);
  });

  it("salts every hash", async () => {
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
