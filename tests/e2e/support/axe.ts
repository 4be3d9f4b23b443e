/** axe-core in the page: the accessibility rules a screen-reader or keyboard user depends on. */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type Violation = { id: string; impact: string | null; help: string; nodes: string[] };

/**
 * Serious and critical violations on what the page shows now. Evaluated through the DevTools
 * protocol, so the page's Content-Security-Policy (which rightly refuses injected scripts) stays on.
 */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<Violation[]> {
  // Sections far below the fold use `content-visibility: auto` and are not painted until scrolled to;
  // axe would then measure colours against whatever it finds underneath. Paint everything first.
  await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const run = await axe.run(include ? { include: [include] } : document, { resultTypes: ["violations"] });
    return run.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => String(n.target.join(" "))) }));
  }, options.include ?? null);
  return results.filter((v) => v.impact === "serious" || v.impact === "critical");
}
