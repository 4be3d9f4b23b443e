import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverOnlyReason } from "./server-only";

const ROOT = "/repo";

describe("serverOnlyReason", () => {
  it("refuses Node's modules, with or without the node: prefix", () => {
    expect(serverOnlyReason("node:fs", null, ROOT)).toMatch(/node:fs/);
    expect(serverOnlyReason("crypto", null, ROOT)).toMatch(/crypto/);
  });

  it("refuses anything under src/server", () => {
    expect(serverOnlyReason("../../src/server/db/client", path.join(ROOT, "src/server/db/client.ts"), ROOT)).toBe(
      "server code (src/server/db/client.ts)",
    );
  });

  it("lets the domain core, the app and packages through", () => {
    expect(serverOnlyReason("@domain/money", path.join(ROOT, "src/domain/money.ts"), ROOT)).toBeNull();
    expect(serverOnlyReason("~/lib/api", path.join(ROOT, "app/lib/api.ts"), ROOT)).toBeNull();
    expect(serverOnlyReason("react", path.join(ROOT, "node_modules/react/index.js"), ROOT)).toBeNull();
    expect(serverOnlyReason("./x", path.join(ROOT, "src/serverless.ts"), ROOT)).toBeNull();
  });
});
