/** Applies the committed migrations (and the first-start seed) without starting the server. */
import { loadConfig } from "../src/server/config";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { seedDatabase } from "../src/server/db/seed";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
let seeded = false;
await migrateDatabase(database, {
  databaseUrl: config.DATABASE_URL,
  afterMigrate: async (db) => {
    seeded = await seedDatabase(db);
  },
});
await database.close();
console.log(`Migrations applied${seeded ? " and content seeded" : ""} (${config.DATABASE_URL ? "PostgreSQL" : config.dataDir}).`);
