/**
 * The product's one field list (src/domain/product-fields.ts) put to work on the server: the column
 * values an input sets, and the public and admin JSON of a row. The type checks at the end hold the
 * list to the database schema (docs/decisions/064-product-fields-declared-once.md).
 */
import type { z } from "zod";
import { brewingMethodsFor } from "@domain/brewing";
import { paiseOf } from "@domain/admin/fields";
import { toDecimalText } from "@domain/money";
import {
  PRODUCT_FIELDS,
  type AdminProductView,
  type DerivedProductKey,
  type FieldCodec,
  type Missing,
  type ProductColumnName,
  type ProductField,
  type ProductPatch,
  type PublicProductView,
} from "@domain/product-fields";
import type { GramOption, products } from "../../db/schema";

export type ProductRow = typeof products.$inferSelect;
/** A product row, with the next bag's roast day where the query adds it (the catalogue's does). */
type ViewRow = ProductRow & { nextRoastOn?: string | null };
type ProductInsert = typeof products.$inferInsert;
type Fields = typeof PRODUCT_FIELDS;

const ENTRIES = Object.entries(PRODUCT_FIELDS) as [keyof Fields, ProductField][];

/** Values worked out from the row (and the order count, which the admin's query adds). */
const DERIVED: { [K in DerivedProductKey]: (row: ViewRow, orders: number) => AdminProductView[K] } = {
  brewingMethods: (row) => brewingMethodsFor(row.brewRecipe?.methods),
  inStock: (row) => row.stockQuantity > 0,
  nextRoastOn: (row) => row.nextRoastOn ?? null,
  lowStock: (row) => row.trackInventory && row.stockQuantity < row.lowStockThreshold,
  orderCount: (_row, orders) => orders,
};

function shown(codec: FieldCodec | undefined, stored: unknown): unknown {
  switch (codec) {
    case "rupees":
      return stored === null ? null : toDecimalText(stored as number);
    case "date":
      return (stored as Date).toISOString();
    case "gram-options":
      return (stored as GramOption[]).map((option) => ({
        weight: option.weight,
        price: toDecimalText(option.pricePaise),
        pricePaise: option.pricePaise,
      }));
    default:
      return stored ?? null;
  }
}

function view(row: ViewRow, who: readonly ProductField["shown"][], orders: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of ENTRIES) {
    if (!who.includes(field.shown)) continue;
    if (field.column === null) {
      out[key] = DERIVED[key as DerivedProductKey](row, orders);
      continue;
    }
    const stored = row[field.column as ProductColumnName];
    out[field.shownAs ?? key] = shown(field.codec, stored);
    if (field.paise) out[field.paise] = stored;
  }
  return out;
}

/** The public shape of a product: its `public` fields. Never the cost price. */
export const publicProductView = (row: ViewRow) => view(row, ["public"], 0) as PublicProductView;

/** The admin's shape: every field. */
export const adminProductView = (row: ProductRow, orders: number) =>
  view(row, ["public", "admin"], orders) as AdminProductView;

function stored(codec: FieldCodec | undefined, value: unknown): unknown {
  if (value === null) return null;
  if (codec === "rupees") return paiseOf(value as string);
  if (codec === "gram-options")
    return (value as { weight: string; price: string }[]).map((o) => ({
      weight: o.weight,
      pricePaise: paiseOf(o.price),
    }));
  return value;
}

/**
 * The columns an input sets: every field it carries that is written to its own column. The slug is
 * made free and stock moves through the ledger by the caller, so those are left to it.
 */
export function productColumns(input: ProductPatch): Partial<ProductInsert> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of ENTRIES) {
    if (!field.input || (field.write ?? "column") !== "column" || field.column === null) continue;
    const value = (input as Record<string, unknown>)[key];
    if (value === undefined) continue;
    out[field.column] = stored(field.codec, value);
  }
  return out;
}

// ---- Checks against the schema: each names what is wrong, or is `true` ----------------------------------

/** A column the field list does not declare (a new column needs its entry). */
export type UndeclaredColumns<Row> = Missing<keyof Row, ProductColumnName>;
/** An entry naming no column of the table. */
export type UnknownColumns<Row> = Missing<ProductColumnName, keyof Row>;

type StoredAs<F> = F extends { codec: "rupees" }
  ? F extends { value: string }
    ? number
    : number | null
  : F extends { codec: "date" }
    ? Date
    : F extends { codec: "gram-options" }
      ? GramOption[]
      : F extends { value: infer V }
        ? V
        : never;

/** Fields whose stored column type does not give the answer's type. */
export type MisreadFields<Row> = {
  [K in keyof Fields]: Fields[K]["column"] extends keyof Row
    ? Row[Fields[K]["column"]] extends StoredAs<Fields[K]>
      ? never
      : K
    : never;
}[keyof Fields];

type WrittenAs<F> = F extends { codec: "rupees" }
  ? F extends { value: string }
    ? number
    : number | null
  : F extends { codec: "gram-options" }
    ? GramOption[]
    : F extends { input: z.ZodType }
      ? Exclude<z.output<F["input"]>, undefined>
      : never;

/** Input fields whose parsed value does not fit the column they are written to. */
export type MiswrittenFields<Insert> = {
  [K in keyof Fields]: Fields[K] extends { input: z.ZodType; column: infer C extends keyof Insert }
    ? Fields[K] extends { write: "stock" | "slug" }
      ? never
      : WrittenAs<Fields[K]> extends Insert[C]
        ? never
        : K
    : never;
}[keyof Fields];

export const EVERY_COLUMN_DECLARED: UndeclaredColumns<ProductRow> = true;
export const EVERY_ENTRY_A_COLUMN: UnknownColumns<ProductRow> = true;
export const EVERY_FIELD_READ_RIGHT: Missing<MisreadFields<ProductRow>, never> = true;
export const EVERY_FIELD_WRITTEN_RIGHT: Missing<MiswrittenFields<ProductInsert>, never> = true;
