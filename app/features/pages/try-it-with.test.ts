import { describe, expect, it } from "vitest";
import { linkTryItWith } from "./try-it-with";

const PRODUCTS = [
  { name: "Clay Ritual", slug: "clay-ritual-filter-coffee", image: "/images/products/clay.svg" },
  { name: "Nilgiri Estate Reserve", slug: "nilgiri-estate-reserve-coffee", image: null },
  { name: "Nilgiri", slug: "nilgiri", image: null },
  { name: "Salt & Pepper", slug: "salt-and-pepper", image: null },
];

describe("Try it with: product names become links", () => {
  it("links every name on sale, keeps the words around them", () => {
    const html = linkTryItWith("<p><em>Try it with:</em> Clay Ritual, Nilgiri Estate Reserve.</p>", PRODUCTS);
    expect(html).toBe(
      '<p class="try-with-line"><em>Try it with:</em> <a class="try-with" href="/product/clay-ritual-filter-coffee">' +
        '<img src="/images/products/clay.svg" alt="" width="32" height="32" loading="lazy" decoding="async">Clay Ritual</a>, ' +
        '<a class="try-with" href="/product/nilgiri-estate-reserve-coffee">Nilgiri Estate Reserve</a>.</p>',
    );
  });

  it("finds names as the renderer escaped them, and leaves unknown names and other paragraphs alone", () => {
    expect(linkTryItWith("<p><em>Try it with:</em> Salt &amp; Pepper, Gone Coffee.</p>", PRODUCTS)).toBe(
      '<p class="try-with-line"><em>Try it with:</em> <a class="try-with" href="/product/salt-and-pepper">Salt &amp; Pepper</a>, Gone Coffee.</p>',
    );
    const other = "<p>Clay Ritual is our filter blend.</p>";
    expect(linkTryItWith(other, PRODUCTS)).toBe(other);
  });
});
