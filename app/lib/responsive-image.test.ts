import { describe, expect, it } from "vitest";
import { responsiveImage } from "./responsive-image";

describe("responsiveImage", () => {
  it("gives an upload its three widths and how wide it is shown", () => {
    expect(responsiveImage("/uploads/k3Jd9-800.webp", "100vw")).toEqual({
      src: "/uploads/k3Jd9-800.webp",
      srcSet: "/uploads/k3Jd9-400.webp 400w, /uploads/k3Jd9-800.webp 800w, /uploads/k3Jd9-1600.webp 1600w",
      sizes: "100vw",
    });
  });

  it("leaves artwork and typed-in URLs as they are, without a sizes that would mean nothing", () => {
    expect(responsiveImage("/images/story/estate.svg", "100vw")).toEqual({ src: "/images/story/estate.svg" });
    expect(responsiveImage("https://example.com/uploads/k3Jd9-800.webp", "100vw")).toEqual({
      src: "https://example.com/uploads/k3Jd9-800.webp",
    });
  });
});
