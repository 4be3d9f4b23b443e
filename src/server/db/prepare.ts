import type { Config } from "../config";
import { migrateDatabase, openDatabase, type Database } from "./client";
import { seedDatabase } from "./seed";

/** Opens the configured database, applies the migrations and seeds an empty one. */
export async function prepareDatabase(config: Pick<Config, "DATABASE_URL" | "dataDir">): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  let seeded = false;
  await migrateDatabase(database, {
    databaseUrl: config.DATABASE_URL,
    afterMigrate: async (db) => {
      seeded = await seedDatabase(db);
    },
  });
  return { database, seeded };
}
