/** Builds the app once and starts one real server on a fresh data directory for the browser specs. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild, startServer } from "../../../scripts/lib/server-process";

declare module "vitest" {
  interface ProvidedContext {
    baseUrl: string;
    adminCredentials: { username: string; password: string };
  }
}

/** The admin account of the shared e2e server (created at start from ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: "owner", password: "kaapi-e2e-password-2026" };

export default async function setup(project: TestProject) {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), "bb-e2e-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  project.provide("baseUrl", server.url);
  project.provide("adminCredentials", E2E_ADMIN);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
