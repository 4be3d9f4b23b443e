import { expect, it } from "vitest";
import { adminUsers } from "../../src/server/db/schema";
import { ensureAdmin } from "../../src/server/features/admin/admin.bootstrap";
import { verifyPassword } from "../../src/server/features/admin/password";
import { eachDatabase } from "../support/test-app";

// Every app process runs ensureAdmin at start; a deploy starts several at once on a new database.
eachDatabase("The admin account when several processes start together", (app) => {
  it("creates an empty database's `admin` once and prints its password from one process only", async () => {
    const db = app().services.db;
    const started = await Promise.all([ensureAdmin(db, {}), ensureAdmin(db, {}), ensureAdmin(db, {})]);
    const generated = started.filter((result) => result.kind === "generated");
    expect(generated).toHaveLength(1);
    expect(started.filter((result) => result.kind === "existing")).toHaveLength(2);
    const rows = await db.select().from(adminUsers);
    expect(rows.map((row) => row.username)).toEqual(["admin"]);
    const printed = generated[0]!.kind === "generated" ? generated[0]!.password : "";
    expect(await verifyPassword(printed, rows[0]!.passwordHash)).toBe(true);
  });

  it("creates the ADMIN_USERNAME account once, and every process starts", async () => {
    const db = app().services.db;
    const credentials = { username: "founder", password: "filter-kaapi-at-dawn" };
    const started = await Promise.all([ensureAdmin(db, credentials), ensureAdmin(db, credentials)]);
    expect(started).toEqual([
      { kind: "configured", username: "founder" },
      { kind: "configured", username: "founder" },
    ]);
    const rows = (await db.select().from(adminUsers)).filter((row) => row.username === "founder");
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(credentials.password, rows[0]!.passwordHash)).toBe(true);
  });
});
