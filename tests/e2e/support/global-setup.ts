/** Builds the app once and starts one real server on a fresh data directory for the browser specs. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild, startServer } from "../../../scripts/lib/server-process";

declare module "vitest" {
  interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-e2e-"));
  const server = await startServer({ DATA_DIR: dataDir });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
