import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema";
import { revokeUserSessions } from "./auth/sessions.repo";
import { generatePassword, hashPassword, verifyPassword } from "./password";

export const DEFAULT_ADMIN_USERNAME = "admin";

export type AdminBootstrap =
  | { kind: "configured"; username: string }
  | { kind: "generated"; username: string; password: string }
  | { kind: "existing"; usernames: string[] };

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or update that account, and rotating them takes effect at once
 * (decision 035): a changed password ends every session of that account, and every OTHER account
 * (an old ADMIN_USERNAME) is disabled and its sessions ended. Without them, an empty database
 * gets an `admin` account with a random password that is printed once and never stored in clear.
 * Several processes starting together on a new database all get here: the first insert wins, the
 * others keep its row (and only the winner prints a generated password).
 */
export async function ensureAdmin(
  db: Db,
  credentials: { username?: string; password?: string },
): Promise<AdminBootstrap> {
  if (credentials.username && credentials.password) {
    const { username, password } = credentials;
    const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
    if (!existing) {
      await db
        .insert(adminUsers)
        .values({ username, passwordHash: await hashPassword(password) })
        .onConflictDoNothing({ target: adminUsers.username });
    } else if (!(await verifyPassword(password, existing.passwordHash))) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(adminUsers)
          .set({ passwordHash, disabledAt: null, updatedAt: sql`now()` })
          .where(eq(adminUsers.id, existing.id));
        await revokeUserSessions(tx, existing.id);
      });
    } else if (existing.disabledAt) {
      await db
        .update(adminUsers)
        .set({ disabledAt: null, updatedAt: sql`now()` })
        .where(eq(adminUsers.id, existing.id));
    }
    await disableOtherAccounts(db, username);
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

/** Accounts other than the configured one no longer sign in, and their sessions end now. */
async function disableOtherAccounts(db: Db, username: string): Promise<void> {
  await db.transaction(async (tx) => {
    const others = await tx
      .update(adminUsers)
      .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(ne(adminUsers.username, username), isNull(adminUsers.disabledAt)))
      .returning({ id: adminUsers.id });
    for (const other of others) await revokeUserSessions(tx, other.id);
  });
}
