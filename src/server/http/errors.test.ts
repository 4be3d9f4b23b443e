import { describe, expect, it } from "vitest";
import { HttpError } from "./errors";

describe("HttpError", () => {
  it("captures no stack for a 4xx answer, keeps one for a 5xx, and leaves other errors' stacks alone", () => {
    const limit = Error.stackTraceLimit;
    const refused = new HttpError(409, "Morning Dust is out of stock", { items: "Morning Dust is out of stock" });
    expect(refused).toMatchObject({ status: 409, message: "Morning Dust is out of stock" });
    expect(refused.stack).toBe("Error: Morning Dust is out of stock");
    expect(new HttpError(503, "The shop's database is not reachable").stack).toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error("a fault").stack).toMatch(/\n\s+at /);
  });
});
