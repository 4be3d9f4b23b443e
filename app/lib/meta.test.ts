import { describe, expect, it } from "vitest";
import { pageMeta, SITE_NAME } from "./meta";

const titleOf = (title: string) =>
  (pageMeta({ title, path: "/", origin: "https://example.com" }).find((tag) => "title" in tag) as { title: string })
    .title;

describe("page titles", () => {
  it("names the shop once, after the page", () => {
    expect(titleOf("Shop Coffee")).toBe(`Shop Coffee | ${SITE_NAME}`);
    expect(titleOf(SITE_NAME)).toBe(SITE_NAME);
  });

  it("does not repeat the shop's name when a stored SEO title already ends with it", () => {
    expect(titleOf(`About Us — ${SITE_NAME}`)).toBe(`About Us | ${SITE_NAME}`);
    expect(titleOf(`Contact | ${SITE_NAME}`)).toBe(`Contact | ${SITE_NAME}`);
    expect(titleOf(`Sourcing - ${SITE_NAME} `)).toBe(`Sourcing | ${SITE_NAME}`);
  });

  it("keeps the shop's name where it is part of the page's own title", () => {
    expect(titleOf(`${SITE_NAME} Gift Cards`)).toBe(`${SITE_NAME} Gift Cards | ${SITE_NAME}`);
  });
});
