import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  awaitsPayment,
  notePaymentDue,
  ORDER_HISTORY_KEY,
  readOrderHistory,
  rememberOrder,
} from "./order-history-store";

/** The browser's localStorage, as far as the store uses it, and the number of times it was written. */
function fakeStorage() {
  const items = new Map<string, string>();
  const storage = {
    writes: 0,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      items.set(key, value);
    },
  };
  return storage;
}

let storage: ReturnType<typeof fakeStorage>;

beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal("window", { localStorage: storage });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLACED = "2026-11-20T10:00:00.000Z";

describe("what this browser remembers of its orders", () => {
  it("answers whether an order can still be paid", () => {
    expect(awaitsPayment({ status: "pending", paymentStatus: "pending" })).toBe(true);
    expect(awaitsPayment({ status: "pending", paymentStatus: "failed" })).toBe(true);
    expect(awaitsPayment({ status: "pending", paymentStatus: "paid" })).toBe(false);
    expect(awaitsPayment({ status: "confirmed", paymentStatus: "due_on_delivery" })).toBe(false);
    expect(awaitsPayment({ status: "cancelled", paymentStatus: "pending" })).toBe(false);
  });

  it("remembers whether a new order awaits payment, newest first", () => {
    rememberOrder("BB-2026-000001", "token-1", PLACED, false);
    rememberOrder("BB-2026-000002", "token-2", PLACED, true);
    expect(readOrderHistory()).toEqual([
      { orderNumber: "BB-2026-000002", accessToken: "token-2", placedAt: PLACED, awaitsPayment: true },
      { orderNumber: "BB-2026-000001", accessToken: "token-1", placedAt: PLACED, awaitsPayment: false },
    ]);
  });

  it("keeps what it last saw of an order remembered again without being told anew", () => {
    rememberOrder("BB-2026-000001", "token-1", PLACED, true);
    rememberOrder("BB-2026-000001", "token-1b", PLACED);
    expect(readOrderHistory()).toEqual([
      { orderNumber: "BB-2026-000001", accessToken: "token-1b", placedAt: PLACED, awaitsPayment: true },
    ]);
  });

  it("notes a change where the order stands, and writes nothing when nothing changed", () => {
    rememberOrder("BB-2026-000001", "token-1", PLACED, true);
    rememberOrder("BB-2026-000002", "token-2", PLACED, true);
    const before = storage.writes;
    notePaymentDue("BB-2026-000001", false);
    expect(readOrderHistory().map((entry) => [entry.orderNumber, entry.awaitsPayment])).toEqual([
      ["BB-2026-000002", true],
      ["BB-2026-000001", false],
    ]);
    expect(storage.writes).toBe(before + 1);
    notePaymentDue("BB-2026-000001", false);
    notePaymentDue("BB-2026-000009", true);
    expect(storage.writes).toBe(before + 1);
  });

  it("reads entries written before the note existed, and drops ones whose note is not a yes or no", () => {
    storage.setItem(
      ORDER_HISTORY_KEY,
      JSON.stringify([
        { orderNumber: "BB-2026-000003", accessToken: "token-3", placedAt: PLACED },
        { orderNumber: "BB-2026-000004", accessToken: "token-4", placedAt: PLACED, awaitsPayment: "yes" },
      ]),
    );
    expect(readOrderHistory()).toEqual([{ orderNumber: "BB-2026-000003", accessToken: "token-3", placedAt: PLACED }]);
  });
});
