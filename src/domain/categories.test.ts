import { describe, expect, it } from "vitest";
import { COFFEE_CATEGORIES, findCategory, varietyCount } from "./categories";

const product = (category: string, roastLevel: string, processingMethod: string) => ({
  category,
  roastLevel,
  processingMethod,
});

describe("coffee categories", () => {
  it("are the six ids the shop links use", () => {
    expect(COFFEE_CATEGORIES.map((c) => c.id)).toEqual([
      "single-origin",
      "light-roast",
      "medium-roast",
      "dark-roast",
      "specialty",
      "processing",
    ]);
  });

  it("sort roasts into light, medium and dark", () => {
    const light = findCategory("light-roast")!;
    const medium = findCategory("medium-roast")!;
    const dark = findCategory("dark-roast")!;
    expect(light.matches(product("blend", "Light Roast", "Washed"))).toBe(true);
    expect(medium.matches(product("blend", "City Roast Medium", "Washed"))).toBe(true);
    expect(dark.matches(product("blend", "French Roast", "Washed"))).toBe(true);
    expect(dark.matches(product("blend", "Medium Roast", "Washed"))).toBe(false);
  });

  it("puts every process but washed under processing methods", () => {
    const processing = findCategory("processing")!;
    expect(processing.matches(product("blend", "Light Roast", "Honey"))).toBe(true);
    expect(processing.matches(product("blend", "Light Roast", "Washed"))).toBe(false);
  });

  it("does not know other ids", () => {
    expect(findCategory("decaf-of-the-night")).toBeUndefined();
    expect(findCategory(null)).toBeUndefined();
  });

  it("counts varieties in words", () => {
    expect(varietyCount(1)).toBe("1 variety");
    expect(varietyCount(6)).toBe("6 varieties");
  });
});
