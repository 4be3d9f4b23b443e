import { describe, expect, it } from "vitest";
import { formatRupees, toDecimalText, toPaise, toRupees } from "./money";

describe("toPaise", () => {
  it.each([
    ["1300", 130000],
    ["1300.5", 130050],
    ["1300.50", 130050],
    ["0.01", 1],
    ["0", 0],
    [" 42.10 ", 4210],
    [1404, 140400],
    [1404.5, 140450],
    [0.1 + 0.2, 30],
    [1403.9999999998, 140400],
  ])("reads %j as %i paise", (input, expected) => {
    expect(toPaise(input)).toBe(expected);
  });

  it.each(["", "abc", "-5", "1.234", "1,300", "1e3", "NaN", -1, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %j",
    (input) => {
      expect(() => toPaise(input)).toThrow(RangeError);
    },
  );
});

describe("toDecimalText and toRupees", () => {
  it.each([
    [130000, "1300.00", 1300],
    [140450, "1404.50", 1404.5],
    [5, "0.05", 0.05],
    [0, "0.00", 0],
  ])("%i paise → %s / %d", (paise, text, rupees) => {
    expect(toDecimalText(paise)).toBe(text);
    expect(toRupees(paise)).toBe(rupees);
  });

  it("round-trips every paisa value in a range exactly", () => {
    for (let paise = 0; paise < 20_000; paise += 7) {
      expect(toPaise(toDecimalText(paise))).toBe(paise);
      expect(toPaise(toRupees(paise))).toBe(paise);
    }
  });
});

describe("formatRupees", () => {
  it("uses Indian digit grouping and the rupee sign", () => {
    expect(formatRupees(130000)).toBe("₹1,300");
    expect(formatRupees(12345678900)).toBe("₹12,34,56,789");
  });

  it("shows paise only when there are some", () => {
    expect(formatRupees(140450)).toBe("₹1,404.50");
    expect(formatRupees(5)).toBe("₹0.05");
  });
});
