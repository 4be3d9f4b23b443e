import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { redactedError, redactUrl } from "./redact";

describe("redacting logs", () => {
  it.each([
    ["/api/orders", "/api/orders"],
    ["/orders?order=BB-2026-000001&email=meera%40example.com", "/orders?order=BB-2026-000001&email=[redacted]"],
    ["/api/newsletter/unsubscribe?token=bWVlcmE.abc", "/api/newsletter/unsubscribe?token=[redacted]"],
    ["/confirm?Token=x&utm_source=mail", "/confirm?Token=[redacted]&utm_source=mail"],
    ["/x?%65mail=a@b.c", "/x?%65mail=[redacted]"],
    ["/x?email", "/x?email"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("keeps a failed query's SQL and code but not its parameters or the row PostgreSQL repeats", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
      constraint: "orders_order_number_unique",
      detail: "Key (customer_email)=(meera@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      'insert into "orders" ("customer_name", "customer_phone") values ($1, $2)',
      ["Meera Iyer", "+919876543210", "12 MG Road\nBengaluru"],
      cause,
    );
    const logged = JSON.stringify(redactedError(error));
    expect(logged).not.toMatch(/Meera|9876543210|MG Road|meera@example/);
    expect(logged).toContain('insert into \\"orders\\"');
    expect(logged).toContain("23505");
    expect(logged).toContain("orders_order_number_unique");
  });
});
