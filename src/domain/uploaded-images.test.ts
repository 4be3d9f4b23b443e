import { describe, expect, it } from "vitest";
import { uploadedImageSrcSet, uploadedImageUrl } from "./uploaded-images";

describe("uploadedImageSrcSet", () => {
  it("offers the three stored widths of an uploaded image, from the 800 URL the product keeps", () => {
    expect(uploadedImageSrcSet("/uploads/Ab3xK9qZ0xLm7Pq2-800.webp")).toBe(
      "/uploads/Ab3xK9qZ0xLm7Pq2-400.webp 400w, /uploads/Ab3xK9qZ0xLm7Pq2-800.webp 800w, /uploads/Ab3xK9qZ0xLm7Pq2-1600.webp 1600w",
    );
  });

  it("finds the same set from a sibling pasted instead of the 800 one", () => {
    expect(uploadedImageSrcSet("/uploads/abc123-1600.webp")).toBe(uploadedImageSrcSet("/uploads/abc123-800.webp"));
    expect(uploadedImageSrcSet("/uploads/abc123-400.webp")).toContain("/uploads/abc123-1600.webp 1600w");
  });

  it("names the files the way the server writes them", () => {
    expect(uploadedImageUrl("abc123", 1600)).toBe("/uploads/abc123-1600.webp");
  });

  it.each([
    ["the SVG artwork", "/images/coffee/monsoon-malabar.svg"],
    ["the placeholder", "/api/placeholder/800/800"],
    ["a photo on another site", "https://images.example.com/uploads/abc123-800.webp"],
    ["a width the server does not make", "/uploads/abc123-1200.webp"],
    ["another format", "/uploads/abc123-800.png"],
    ["a path that leaves /uploads", "/uploads/../secret-800.webp"],
    ["a comma that would split the srcset", "/uploads/a,b-800.webp"],
    ["nothing", ""],
  ])("leaves %s alone", (_what, url) => {
    expect(uploadedImageSrcSet(url)).toBeUndefined();
  });

  it("leaves a product without images alone", () => {
    expect(uploadedImageSrcSet(null)).toBeUndefined();
    expect(uploadedImageSrcSet(undefined)).toBeUndefined();
  });
});
