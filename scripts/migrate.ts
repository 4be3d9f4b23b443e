/** Applies the committed migrations (and the first-start seed) without starting the server. */
import { loadConfig } from "../src/server/config";
import { prepareDatabase } from "../src/server/db/prepare";

const config = loadConfig();
const { database, seeded } = await prepareDatabase(config);
await database.close();
console.log(
  `Migrations applied${seeded ? " and content seeded" : ""} (${config.DATABASE_URL ? "PostgreSQL" : config.dataDir}).`,
);
