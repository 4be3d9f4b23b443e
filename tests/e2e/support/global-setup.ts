/**
 * Builds the app once and starts the browser specs' shared servers: one per e2e worker, each on a fresh
 * data directory, so the spec files of one worker share a shop as before and never another worker's.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild, startServer } from "../../../scripts/lib/server-process";

declare module "vitest" {
  interface ProvidedContext {
    /** The shared servers, one per worker: `sharedServerUrl()` picks the calling worker's. */
    baseUrls: string[];
    adminCredentials: { username: string; password: string };
  }
}

/** The admin account of the shared e2e servers (created at start from ADMIN_USERNAME/ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: "owner", password: "kaapi-e2e-password-2026" };

export default async function setup(project: TestProject) {
  ensureBuild();
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const servers = await Promise.all(
    Array.from({ length: workers }, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "bb-e2e-"));
      const server = await startServer({
        DATA_DIR: dataDir,
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
      });
      return { server, dataDir };
    }),
  );
  project.provide(
    "baseUrls",
    servers.map(({ server }) => server.url),
  );
  project.provide("adminCredentials", E2E_ADMIN);
  return async () => {
    await Promise.all(
      servers.map(async ({ server, dataDir }) => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      }),
    );
  };
}
