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
});
