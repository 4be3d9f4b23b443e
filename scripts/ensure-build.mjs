#!/usr/bin/env node
// Builds the app when the build is missing or older than its sources, so `npm start` always serves
// what is checked out. Cheap when nothing changed: one hash over the source files.
// Two outputs: the React Router app (Vite) in build/client + build/server, and the Node server
// (src/server, bundled by esbuild, packages left external) in build/node/server.js.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const inputs = [
  "app",
  "src",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "scripts/ensure-build.mjs",
  "scripts/precompress.mjs",
];
const stampFile = path.join(root, "build", ".source-hash");

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

const hash = createHash("sha256");
for (const input of inputs) {
  for (const file of files(input)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
}
const digest = hash.digest("hex");
const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
const outputs = ["build/server/index.js", "build/node/server.js"];
const force = process.argv.includes("--force");
if (!force && current === digest && outputs.every((file) => existsSync(path.join(root, file)))) process.exit(0);

console.log("Building Bean & Bhūmi (sources changed or first start)…");
// Always a production build: started from Vitest (NODE_ENV=test) Vite would bundle React's development
// build (118 KB instead of 66 KB gzipped for the entry), and the source hash would keep it for `npm start`.
const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (result.status !== 0) {
  console.error("Build failed; see the messages above.");
  process.exit(result.status ?? 1);
}
const { precompress } = await import("./precompress.mjs");
await precompress(path.join(root, "build/client"));
const esbuild = await import("esbuild");
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ["src/server/index.ts"],
  outfile: "build/node/server.js",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
writeFileSync(stampFile, `${digest}\n`);
