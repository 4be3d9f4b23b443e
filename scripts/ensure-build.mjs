#!/usr/bin/env node
// Builds the app when the build is missing or older than its sources, so `npm start` always serves
// what is checked out. Cheap when nothing changed: one hash over the source files.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const inputs = ["app", "src/domain", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];
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
if (current === digest && existsSync(path.join(root, "build/server/index.js"))) process.exit(0);

console.log("Building Bean & Bhūmi (sources changed or first start)…");
const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { cwd: root, stdio: "inherit" });
if (result.status !== 0) {
  console.error("Build failed; see the messages above.");
  process.exit(result.status ?? 1);
}
writeFileSync(stampFile, `${digest}\n`);
