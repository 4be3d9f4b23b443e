import { describe, expect, it } from "vitest";
import {
  BROKEN_UNICODE_MESSAGE,
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  TOO_DEEP_MESSAGE,
  unstorablePart,
} from "./unstorable-input";

const nested = (depth: number) => Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), "x");

describe("unstorablePart", () => {
  it("passes ordinary payloads", () => {
    expect(
      unstorablePart({ name: "Asha", items: [{ id: 1, notes: ["ಕನ್ನಡ 🙂"] }], data: null }, "body"),
    ).toBeUndefined();
    expect(unstorablePart(undefined, "body")).toBeUndefined();
  });

  it("names the field holding a NUL, in a value or a key", () => {
    expect(unstorablePart({ items: [{ name: "a\u0000b" }] }, "body")).toEqual({
      field: "items.0.name",
      message: NUL_MESSAGE,
    });
    expect(unstorablePart({ data: { "k\u0000": 1 } }, "body")).toEqual({ field: "data", message: NUL_MESSAGE });
    expect(unstorablePart("\u0000", "body")).toEqual({ field: "body", message: NUL_MESSAGE });
  });

  it("names the field holding half a surrogate pair, and lets whole pairs (emoji) through", () => {
    expect(unstorablePart({ data: { slides: ["\ud800"] } }, "body")).toEqual({
      field: "data.slides.0",
      message: BROKEN_UNICODE_MESSAGE,
    });
    expect(unstorablePart({ name: "x\udfff" }, "body")).toEqual({ field: "name", message: BROKEN_UNICODE_MESSAGE });
    expect(unstorablePart({ name: "🙂𝔥" }, "body")).toBeUndefined();
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting and refuses more, without recursing`, () => {
    expect(unstorablePart(nested(MAX_JSON_DEPTH), "body")).toBeUndefined();
    expect(unstorablePart(nested(MAX_JSON_DEPTH + 1), "body")).toEqual({ field: "body", message: TOO_DEEP_MESSAGE });
    expect(unstorablePart(nested(200_000), "body")).toEqual({ field: "body", message: TOO_DEEP_MESSAGE });
  });
});
