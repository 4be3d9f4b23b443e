#!/usr/bin/env node
// `npm start`: brings the build up to date (one stat of each source file when nothing changed), then runs
// the server in this same process. A separate `prestart` cost a second Node start, about 0.2 s of every
// start (issue 22, decision 178).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

await ensureBuild();
await import(pathToFileURL(path.resolve(import.meta.dirname, "../build/node/server.js")).href);
