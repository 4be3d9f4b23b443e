#!/usr/bin/env node
// Builds the app when the build is missing or older than its sources, so `npm start` always serves
// what is checked out. Cheap when nothing changed: one stat of each source file (scripts/source-stamp.mjs).
// Two outputs: the React Router app (Vite) in build/client + build/server, and the Node server
// (src/server and its libraries, bundled by esbuild) in build/node/server.js.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sourceStamp } from "./source-stamp.mjs";

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
  "scripts/source-stamp.mjs",
];
const outputs = ["build/server/index.js", "build/node/server.js"];
/** Builds unless the build is newer than every source (or `force`). */
export async function ensureBuild({ force = false } = {}) {
  const stamp = sourceStamp({ root, inputs, stampDir: path.join(root, "build"), outputs });
  if (!force && stamp.current) return;

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
    // The server's libraries are bundled with it: Node then reads one file instead of resolving and
    // compiling a thousand, a third of a second off every start (issue 22, decision 155). Left outside:
    // what the page build shares (one React, one React Router), what finds its own files beside it
    // (PGlite's WebAssembly, sharp's native library) or loads only when used (nodemailer, Vite).
    external: [
      "react",
      "react-dom",
      "react-dom/*",
      "react-router",
      "@react-router/*",
      "@electric-sql/pglite",
      "@electric-sql/pglite/*",
      "sharp",
      "nodemailer",
      "pg-native",
      "vite",
    ],
    // Bundled CommonJS libraries still call require() for Node's own modules.
    banner: {
      js: 'import { createRequire as __bbCreateRequire } from "node:module"; const require = __bbCreateRequire(import.meta.url);',
    },
    platform: "node",
    format: "esm",
    target: "node20",
    // With NODE_OPTIONS=--enable-source-maps, stack traces point into src/ (npm start leaves it off: every
    // loaded library's map stayed in memory, decision 158). The sources themselves stay out of the map.
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
  });
  // Its service process would otherwise live on beside a server started in this process (scripts/start.mjs).
  await esbuild.stop();
  stamp.save();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureBuild({ force: process.argv.includes("--force") });
}
