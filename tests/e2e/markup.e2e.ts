/**
 * Every public page's server-rendered HTML passes html-validate (recommended rules, stylistic ones off:
 * .htmlvalidate.json) — the markup browsers, screen readers and search engines read before hydration.
 */
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { describe, expect, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";

const baseUrl = sharedServerUrl();
// The repository's .htmlvalidate.json applies to any file name under the project.
const validator = new HtmlValidate(new FileSystemConfigLoader());

const PUBLIC_PATHS = [
  "/",
  "/discover-your-mood",
  "/mood/calm-and-reflective-coffee-match",
  "/shop",
  "/product/golden-hush-honey-process-coffee",
  "/cart",
  "/checkout",
  "/orders",
  "/blog",
  "/blog/kaapi-culture-south-indian-filter-coffee-tradition",
  "/cafes",
  "/about",
  "/contact",
  "/brew-guide",
  "/subscription",
  "/sourcing",
  "/submit-story",
  "/search?q=chikmaglur",
  "/search?q=xylophone",
  "/unsubscribe",
  "/review",
  "/back-in-stock",
  "/no-such-page",
];

function describeMessage(m: Message): string {
  return `${m.line}:${m.column} ${m.ruleId}: ${m.message}  ${m.selector ?? ""}`;
}

describe("server-rendered markup", () => {
  it.each(PUBLIC_PATHS)("%s is valid HTML", async (route) => {
    const response = await fetch(`${baseUrl}${route}`);
    const html = await response.text();
    const report = await validator.validateString(html, path.resolve(`page${route.replaceAll("/", "_")}.html`));
    const errors = report.results.flatMap((result) => result.messages).map(describeMessage);
    expect(errors).toEqual([]);
  });
});
