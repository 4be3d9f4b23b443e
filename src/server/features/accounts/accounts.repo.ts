/** SQL for shopper accounts: the account by its verified e-mail, its saved addresses and its subscriptions. */
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { SavedAddress, SavedAddressInput } from "@domain/accounts";
import type { Executor } from "../../db/client";
import { products, shopperAccounts, shopperAddresses, subscriptions } from "../../db/schema";

/** The account of a verified address, made on its first sign-in. */
export async function upsertAccount(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .insert(shopperAccounts)
    .values({ email, lastSignInAt: sql`now()` })
    .onConflictDoUpdate({ target: shopperAccounts.email, set: { lastSignInAt: sql`now()` } })
    .returning({ id: shopperAccounts.id });
  return row!.id;
}

const addressColumns = {
  id: shopperAddresses.id,
  customerName: shopperAddresses.customerName,
  customerPhone: shopperAddresses.customerPhone,
  street: shopperAddresses.street,
  city: shopperAddresses.city,
  state: shopperAddresses.state,
  pincode: shopperAddresses.pincode,
  isDefault: shopperAddresses.isDefault,
};

/** The default address first, then the others as they were added. */
export async function savedAddresses(db: Executor, accountId: number): Promise<SavedAddress[]> {
  return db
    .select(addressColumns)
    .from(shopperAddresses)
    .where(eq(shopperAddresses.accountId, accountId))
    .orderBy(desc(shopperAddresses.isDefault), asc(shopperAddresses.id));
}

export async function countAddresses(db: Executor, accountId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopperAddresses).where(eq(shopperAddresses.accountId, accountId));
  return row?.n ?? 0;
}

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function addAddress(db: Executor, accountId: number, input: SavedAddressInput): Promise<SavedAddress> {
  const { isDefault, ...fields } = input;
  const first = (await countAddresses(db, accountId)) === 0;
  const makeDefault = first || isDefault === true;
  if (makeDefault)
    await db.update(shopperAddresses).set({ isDefault: false }).where(eq(shopperAddresses.accountId, accountId));
  const [row] = await db
    .insert(shopperAddresses)
    .values({ ...fields, accountId, isDefault: makeDefault })
    .returning(addressColumns);
  return row!;
}

/** Removes one of the account's addresses (never another account's); the oldest left becomes the default. */
export async function removeAddress(db: Executor, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shopperAddresses)
    .where(and(eq(shopperAddresses.id, id), eq(shopperAddresses.accountId, accountId)))
    .returning({ isDefault: shopperAddresses.isDefault });
  if (rows[0]?.isDefault) {
    await db.execute(sql`update shopper_addresses set is_default = true
      where id = (select min(id) from shopper_addresses where account_id = ${accountId})`);
  }
  return rows.length === 1;
}

/** What "order again" needs to put a line back in the cart at today's price. */
export async function reorderProducts(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      gramOptions: products.gramOptions,
      images: products.images,
      inStock: sql<boolean>`${products.isActive} and (not ${products.trackInventory} or ${products.stockQuantity} > 0)`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/**
 * The paid subscriptions started with the verified e-mail, running ones first, then the newest. One that
 * never got past the payment window (`created`) is not the shopper's subscription yet, so it is left out.
 */
export async function subscriptionsOf(db: Executor, email: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.customerEmail, email), ne(subscriptions.status, "created")))
    .orderBy(sql`${subscriptions.status} = 'cancelled'`, desc(subscriptions.id));
}
