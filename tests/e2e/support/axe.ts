/** axe-core in the page: the accessibility rules a screen-reader or keyboard user depends on. */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type Violation = { id: string; impact: string | null; help: string; nodes: string[] };

/** Sections far below the fold use `content-visibility: auto`: not laid out or painted until scrolled near. */
const DEFERRED = ".defer-render";

/**
 * Why axe could not tell a text's contrast: what it found at the text's place was not the text's own
 * background. Seen when a section is measured before it is rendered; a reason the page can fix.
 */
const UNMEASURED = new Set(["bgOverlap", "elmPartiallyObscured", "elmPartiallyObscuring", "outsideViewport"]);

type Run = { violations: Violation[]; unmeasured: string[] };

async function runAxe(page: Page, context: { include?: string; exclude?: string; element?: unknown }): Promise<Run> {
  return page.evaluate(
    async ({ include, exclude, element }) => {
      type Node = { target: unknown[]; any: { data?: { messageKey?: string } | null }[] };
      type Result = { id: string; impact: string | null; help: string; nodes: Node[] };
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[]; incomplete: Result[] }> };
        }
      ).axe;
      const scope = element ? { include: [element] } : include ? { include: [include] } : { exclude: [exclude] };
      const run = await axe.run(scope, { resultTypes: ["violations", "incomplete"] });
      return {
        violations: run.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => String(n.target.join(" "))),
        })),
        unmeasured: run.incomplete
          .filter((v) => v.id === "color-contrast")
          .flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")} (${n.any[0]?.data?.messageKey ?? "?"})`)),
      };
    },
    context as { include?: string; exclude?: string; element?: never },
  );
}

/**
 * Serious and critical violations on what the page shows now. Evaluated through the DevTools protocol,
 * so the page's Content-Security-Policy (which rightly refuses injected scripts) stays on.
 *
 * Deferred sections are measured as a shopper meets them: each scrolled into view and rendered, then
 * checked on its own. Their text's contrast must be measurable there (an "incomplete" contrast result for
 * a reason the page can fix is reported as a violation), without forcing them to render some other way.
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  if (options.include) return serious((await runAxe(page, { include: options.include })).violations);
  const runs = [await runAxe(page, { exclude: DEFERRED })];
  const deferred = await page.locator(DEFERRED).all();
  for (const section of deferred) {
    await section.scrollIntoViewIfNeeded();
    const element = await section.elementHandle();
    await page.waitForFunction(
      (el) =>
        (el as Element).checkVisibility({ contentVisibilityAuto: true }) && el!.getBoundingClientRect().height > 0,
      element,
    );
    // One frame for the section's contents to be laid out and painted once it is relevant.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const run = await runAxe(page, { element });
    const unmeasured = run.unmeasured.filter((node) => UNMEASURED.has(/\((\w+)\)$/.exec(node)?.[1] ?? ""));
    runs.push({
      violations: unmeasured.length
        ? [
            ...run.violations,
            {
              id: "contrast-unmeasured",
              impact: "serious",
              help: "Text contrast could not be measured",
              nodes: unmeasured,
            },
          ]
        : run.violations,
      unmeasured,
    });
  }
  return serious(runs.flatMap((run) => run.violations));
}

function serious(violations: Violation[]): Violation[] {
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}
