/** The admin's view of products: every product (inactive too), cost price, low-stock flag, order count. */
import { asc, eq, sql } from "drizzle-orm";
import type { AdminProduct } from "@domain/admin/types";
import { parseWeight } from "@domain/pricing";
import type { Executor } from "../../db/client";
import { products, type GramOption } from "../../db/schema";
import { adminProductView, type ProductRow } from "../catalog/product-fields";

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would mean order_items.id here.
const orderCount = sql<number>`(select count(*)::int from order_items oi where oi.product_id = "products"."id")`;

/** Every field of src/domain/product-fields.ts, the cost price too. */
export function toAdminProduct(row: ProductRow, orders: number): AdminProduct {
  return adminProductView(row, orders);
}

export async function listAdminProducts(db: Executor): Promise<AdminProduct[]> {
  const rows = await db.select({ product: products, orders: orderCount }).from(products).orderBy(asc(products.id));
  return rows.map((row) => toAdminProduct(row.product, row.orders));
}

/** One product as the admin sees it, locked for the change about to be made. */
export async function findAdminProduct(db: Executor, id: number): Promise<AdminProduct | undefined> {
  const [row] = await db
    .select({ product: products, orders: orderCount })
    .from(products)
    .where(eq(products.id, id))
    .for("update", { of: products });
  return row && toAdminProduct(row.product, row.orders);
}

/** The catalogue price is the 250 g bag's: a 250 g option always carries it; options go by weight. */
export function alignGramOptions(options: GramOption[], pricePaise: number): GramOption[] {
  return options
    .map((option) => (parseWeight(option.weight) === 250 ? { ...option, pricePaise } : option))
    .sort((a, b) => (parseWeight(a.weight) ?? 0) - (parseWeight(b.weight) ?? 0));
}
