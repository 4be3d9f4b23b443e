import { describe, expect, it } from "vitest";
import { badgeColors, contrastRatio, readableTextOn, tintedBadgeColors } from "./color";

describe("readable text on a coloured badge", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("picks dark text on light colours and white on dark ones", () => {
    expect(readableTextOn("#C99A2E")).toBe("#1c110b");
    expect(readableTextOn("#3E5C76")).toBe("#ffffff");
  });

  it("gives every badge at least 4.5:1, darkening a mid-tone just enough when neither text colour reaches it", () => {
    for (const background of [
      "#C99A2E",
      "#c9a24a",
      "#3E5C76",
      "#8C2F2B",
      "#5f7f8f",
      "#b4572f",
      "#d8b866",
      "#8B4513",
      "#777777",
      "#ff0000",
    ]) {
      const { backgroundColor, color } = badgeColors(background);
      expect(contrastRatio(backgroundColor, color), `${color} on ${backgroundColor}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(badgeColors("#3E5C76")).toEqual({ backgroundColor: "#3E5C76", color: "#ffffff" });
    expect(badgeColors("#5f7f8f").color).toBe("#ffffff");
    expect(badgeColors("#5f7f8f").backgroundColor).not.toBe("#5f7f8f");
    expect(badgeColors("not a colour")).toEqual({ backgroundColor: "#6b4a35", color: "#ffffff" });
  });

  it("keeps soft tinted badges legible too", () => {
    for (const hex of ["#C99A2E", "#3E5C76", "#B4622D", "#8C2F2B", "#5A3E66", "#4F6B3A", "#ffff00"]) {
      const { backgroundColor, color } = tintedBadgeColors(hex);
      expect(contrastRatio(backgroundColor, color), `${color} on ${backgroundColor}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(tintedBadgeColors("#8C2F2B").color).toBe("#8C2F2B");
  });
});
