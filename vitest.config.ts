import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Two files at a time (Vitest's default on two cores is one): most of a file's time is spent waiting on
    // its server, its database or its browser.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/database-templates.ts"],
          expect: { poll: { timeout: 5_000 } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          // What a shopper sees can take a moment on a busy 2-core machine; polls wait for it.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two spec files at a time, each worker with its own shared server (global-setup) and one browser,
          // after the unit and API files have finished.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
