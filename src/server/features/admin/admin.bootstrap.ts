import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { generatePassword, hashPassword, verifyPassword } from "./password";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type AdminBootstrap =
  | { kind: "configured"; username: string }
  | { kind: "generated"; username: string; password: string }
  | { kind: "existing"; usernames: string[] };

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or update that account. Without them, an empty database
 * gets an `admin` account with a random password that is printed once and never stored in clear.
 * Several processes starting together on a new database all get here: the first insert wins, the
 * others keep its row (and only the winner prints a generated password).
 */
export async function ensureAdmin(db: Db, credentials: { username?: string; password?: string }): Promise<AdminBootstrap> {
  if (credentials.username && credentials.password) {
    const { username, password } = credentials;
    const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
    if (!existing) {
      await db.insert(adminUsers).values({ username, passwordHash: await hashPassword(password) }).onConflictDoNothing({ target: adminUsers.username });
    } else if (!(await verifyPassword(password, existing.passwordHash))) {
      await db
        .update(adminUsers)
        .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
        .where(eq(adminUsers.id, existing.id));
    }
    return { kind: "configured", username };
  }
  const users = await db.select({ username: adminUsers.username }).from(adminUsers);
  if (users.length > 0) return { kind: "existing", usernames: users.map((user) => user.username) };
  const password = generatePassword();
  const created = await db
    .insert(adminUsers)
    .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash: await hashPassword(password) })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning({ id: adminUsers.id });
  if (created.length === 0) return { kind: "existing", usernames: [DEFAULT_ADMIN_USERNAME] };
  return { kind: "generated", username: DEFAULT_ADMIN_USERNAME, password };
}
