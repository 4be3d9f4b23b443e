/**
 * Lighthouse (mobile, simulated throttling) against a production server on a fresh data directory.
 * Budgets (PRODUCT.md §4): performance ≥ 95, CLS ≤ 0.05, first-view JavaScript ≤ 150 KB gzipped.
 * Each page is measured RUNS times (default 5) and the median run is reported, as Lighthouse's own
 * guidance recommends for a noisy machine.
 *   npm run bench:lighthouse            (PAGES="/ /shop" RUNS=5 to choose)
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, ROOT, startServer } from "../scripts/lib/server-process";

const PAGES = (process.env.PAGES ?? "/ /shop /product/morning-dust-light-roast-coffee /blog/kaapi-culture-south-indian-filter-coffee-tradition").split(/\s+/);
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.RUNS ?? 5);
const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };

ensureBuild();
const work = await mkdtemp(path.join(tmpdir(), "bb-lighthouse-"));
const server = await startServer({ DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent" });
const rows: Record<string, Record<string, string | number>> = {};
let ok = true;
try {
  for (const page of PAGES) {
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run++) {
      const out = path.join(work, `${page.replace(/\W+/g, "_")}-${run}.json`);
      // Chromium occasionally fails to start on a loaded machine; a run is retried twice.
      for (let attempt = 1; ; attempt++) {
        const result = spawnSync(
          path.join(ROOT, "node_modules/.bin/lighthouse"),
          [`${server.url}${page}`, "--quiet", "--only-categories=performance", "--output=json", `--output-path=${out}`, `--chrome-flags=${FLAGS}`],
          { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8" },
        );
        if (result.status === 0) break;
        if (attempt === 3) throw new Error(`lighthouse failed on ${page}:\n${result.stderr}`);
        console.warn(`lighthouse run failed on ${page} (${result.stderr.trim().split("\n").pop()}); retrying`);
      }
      reports.push(JSON.parse(await readFile(out, "utf8")) as Report);
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const report = reports[Math.floor(reports.length / 2)]!;
    const scripts = (report.audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
    const jsKb = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    const score = Math.round(report.categories.performance.score * 100);
    const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? 0;
    rows[page] = {
      performance: score,
      "all runs": reports.map((r) => Math.round(r.categories.performance.score * 100)).join(" "),
      "FCP ms": Math.round(report.audits["first-contentful-paint"]?.numericValue ?? 0),
      "LCP ms": Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
      "TBT ms": Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
      CLS: Number(cls.toFixed(3)),
      "JS KB (transfer)": Number(jsKb.toFixed(1)),
    };
    if (score < 95 || cls > 0.05 || jsKb > 150) ok = false;
  }
  console.table(rows);
  console.log(ok ? "PASS: every page within budget" : "OVER BUDGET");
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
