import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, istDateTime, toCsv } from "./csv";

describe("CSV for spreadsheets", () => {
  it("quotes what needs quoting and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    for (const evil of ["=1+1", "-2+3", "+A1", "-cmd|' /C calc'!A0", "@SUM(A1)", "\tx", "\rx", "+91 98765x"])
      expect(csvCell(evil).replace(/^"/, "").startsWith("'")).toBe(true);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it("leaves numbers as people write them alone: phone numbers, signed amounts", () => {
    for (const plain of ["+919876543210", "+91 98765 43210", "+91-98765-43210", "+91 (80) 2345 6789", "-12.5"])
      expect(csvCell(plain)).toBe(plain);
  });

  it("names files by the date in India, as the rows are", () => {
    expect(csvFileName("orders", new Date("2026-11-21T18:35:00Z"))).toBe("orders-2026-11-22.csv");
    expect(csvFileName("orders", new Date("2026-11-21T18:25:00Z"))).toBe("orders-2026-11-21.csv");
  });

  it("joins rows with CRLF after a BOM", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it("shows India time", () => {
    expect(istDateTime(new Date("2026-11-21T18:35:00Z"))).toBe("2026-11-22 00:05");
    expect(istDateTime(null)).toBe("");
  });
});
