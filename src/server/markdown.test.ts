import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders the journal's simple markup", () => {
    const html = renderMarkdown("## Drying\n\nSun on **raised beds** for *twelve* days.\n\n- turn\n- rake");
    expect(html).toContain("<h2>Drying</h2>");
    expect(html).toContain("<strong>raised beds</strong>");
    expect(html).toContain("<em>twelve</em>");
    expect(html).toContain("<li>turn</li>");
  });

  it("shows raw HTML as text instead of running it", () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops javascript: links but keeps their text", () => {
    const html = renderMarkdown("[click](javascript:alert(1)) and [shop](/shop)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("click");
    expect(html).toContain('<a href="/shop">shop</a>');
  });

  it("never makes a second h1: a body's # heading becomes an h2 under the page's title", () => {
    const html = renderMarkdown("# The harvest\n\nText.\n\n## Picking\n\n### By hand");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>The harvest</h2>");
    expect(html).toContain("<h3>Picking</h3>");
    expect(html).toContain("<h4>By hand</h4>");
  });

  it("never skips a level: a first ### is an h2, and #### after ## is an h3", () => {
    expect(renderMarkdown("### Alone")).toContain("<h2>Alone</h2>");
    const html = renderMarkdown("## Season\n\n#### Detail\n\n## Next");
    expect(html).toContain("<h3>Detail</h3>");
    expect(html).toContain("<h2>Next</h2>");
  });

  it("for any sequence of headings: all between h2 and h6, each at most one below the one before", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 12 }), (depths) => {
        const source = depths.map((depth, i) => `${"#".repeat(depth)} Heading ${i}`).join("\n\n");
        const levels = [...renderMarkdown(source).matchAll(/<h(\d)>/g)].map((m) => Number(m[1]));
        expect(levels).toHaveLength(depths.length);
        let previous = 1;
        for (const level of levels) {
          expect(level).toBeGreaterThanOrEqual(2);
          expect(level).toBeLessThanOrEqual(previous + 1);
          previous = level;
        }
      }),
    );
  });
});
