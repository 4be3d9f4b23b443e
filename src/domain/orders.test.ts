import { describe, expect, it } from "vitest";
import { formatOrderNumber, gstSplit, normalizePhone, OrderInput } from "./orders";

const valid = {
  customerName: "Asha Rao",
  customerEmail: "Asha@Example.com",
  customerPhone: "+91 98765 43210",
  shippingAddress: { street: "12 MG Road, Ashok Nagar", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
  items: [
    { id: 1, name: "Morning Dust", price: 1, quantity: 2, weight: "250", brewingMethod: "French Press", image: "" },
  ],
  subtotal: 1,
  shipping: 0,
  tax: 0,
  total: 1,
};

function errors(input: unknown) {
  const result = OrderInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the order payload", () => {
  it("accepts a valid order, normalising e-mail, phone, weight and method, and drops the browser's prices", () => {
    const order = OrderInput.parse(valid);
    expect(order.customerEmail).toBe("asha@example.com");
    expect(order.customerPhone).toBe("+919876543210");
    expect(order.items).toEqual([
      { id: 1, quantity: 2, weight: 250, brewingMethod: "french-press", chicoryPercent: null },
    ]);
    expect(order).not.toHaveProperty("total");
  });

  it.each([
    ["customerName", "A", "Name must be at least 2 characters"],
    ["customerEmail", "asha@", "Please enter a valid email"],
    ["customerPhone", "12345", "Please enter a valid phone number"],
    ["customerPhone", "+91 98765 4321O", "Please enter a valid phone number"],
    ["customerPhone", "", "Please enter a valid phone number"],
  ])("gives %s %j the form's message", (field, value, message) => {
    expect(errors({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each([
    ["street", "MG R", "Please enter complete address"],
    ["city", "B", "Please enter city"],
    ["state", " ", "Please enter state"],
    ["pincode", "56001", "Please enter valid 6-digit pincode"],
    ["pincode", "56000a", "Please enter valid 6-digit pincode"],
  ])("gives shippingAddress.%s %j the form's message", (field, value, message) => {
    expect(
      errors({ ...valid, shippingAddress: { ...valid.shippingAddress, [field]: value } })[`shippingAddress.${field}`],
    ).toBe(message);
  });

  it("refuses missing fields, wrong types, huge strings, odd quantities and unknown weights, naming the field", () => {
    expect(errors({})).toMatchObject({
      customerName: "Name must be at least 2 characters",
      items: "Your cart is empty",
      shippingAddress: expect.any(String),
    });
    expect(errors({ ...valid, customerName: "x".repeat(5000) }).customerName).toBe(
      "Name must be at most 100 characters",
    );
    expect(errors({ ...valid, items: [] }).items).toBe("Your cart is empty");
    expect(errors({ ...valid, items: [{ ...valid.items[0], quantity: 0 }] })["items.0.quantity"]).toMatch(
      /whole number from 1 to 99/,
    );
    expect(errors({ ...valid, items: [{ ...valid.items[0], quantity: 1.5 }] })["items.0.quantity"]).toMatch(
      /whole number/,
    );
    expect(errors({ ...valid, items: [{ ...valid.items[0], quantity: -3 }] })["items.0.quantity"]).toMatch(
      /whole number/,
    );
    expect(errors({ ...valid, items: [{ ...valid.items[0], quantity: "2" }] })["items.0.quantity"]).toMatch(
      /whole number/,
    );
    expect(errors({ ...valid, items: [{ ...valid.items[0], weight: "a lot" }] })["items.0.weight"]).toBe(
      "Please select weight",
    );
    expect(errors({ ...valid, items: [{ ...valid.items[0], id: "abc" }] })["items.0.id"]).toBe("Unknown product");
    expect(errors({ ...valid, items: Array.from({ length: 51 }, () => valid.items[0]) }).items).toMatch(/at most 50/);
  });
});

describe("order numbers", () => {
  it("reads BB-year-six digits", () => {
    expect(formatOrderNumber(2026, 123)).toBe("BB-2026-000123");
    expect(formatOrderNumber(2027, 1_234_567)).toBe("BB-2027-1234567");
  });
});

describe("phone numbers", () => {
  it("keep the plus and the digits", () => {
    expect(normalizePhone(" +91 98765-43210 ")).toBe("+919876543210");
    expect(normalizePhone("(080) 4567 2190")).toBe("08045672190");
  });
});

describe("the GST split", () => {
  it("is CGST 9 % + SGST 9 % within Karnataka, halves adding up to the tax", () => {
    expect(gstSplit(28_100, "Karnataka")).toEqual({ kind: "intra", cgst: 14_050, sgst: 14_050 });
    expect(gstSplit(14_100, " karnataka ")).toEqual({ kind: "intra", cgst: 7_050, sgst: 7_050 });
    expect(gstSplit(101, "KA")).toEqual({ kind: "intra", cgst: 50, sgst: 51 });
  });

  it("is IGST 18 % for every other state", () => {
    expect(gstSplit(28_100, "Tamil Nadu")).toEqual({ kind: "inter", igst: 28_100 });
    expect(gstSplit(28_100, "Kerala")).toEqual({ kind: "inter", igst: 28_100 });
  });
});
