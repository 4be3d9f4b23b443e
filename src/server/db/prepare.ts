import type { Config } from "../config";
import { migrateDatabase, openDatabase, type Database } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { seedDatabase } from "./seed";

/**
 * Opens the configured database, applies the migrations and seeds an empty one. The embedded database
 * is locked for this process first (decision 030); closing the database gives the lock back.
 */
export async function prepareDatabase(
  config: Pick<Config, "DATABASE_URL" | "dataDir">,
  options: { onLockLost?: (message: string) => void } = {},
): Promise<{ database: Database; seeded: boolean }> {
  const lock = config.DATABASE_URL
    ? null
    : lockDataDir(config.dataDir, options.onLockLost ?? ((message) => fail(message)));
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (lock) {
    const close = database.close.bind(database);
    database = { ...database, close: async () => void (await close().finally(() => lock.release())) };
  }
  let seeded = false;
  await migrateDatabase(database, {
    databaseUrl: config.DATABASE_URL,
    afterMigrate: async (db) => {
      seeded = await seedDatabase(db);
    },
  });
  return { database, seeded };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
