/**
 * Type-level tests of the product field list (docs/decisions/064): `npm run typecheck` compiles this file,
 * and each `@ts-expect-error` below fails the check if its line ever stops being an error. So a column
 * the list does not declare, an entry naming a column that is gone, or a column whose type no longer
 * fits its entry cannot compile — where before, leaving a field out of the admin's column mapping
 * compiled and silently dropped the owner's value.
 */
import type { Missing } from "@domain/product-fields";
import type { products } from "../../db/schema";
import type { MisreadFields, MiswrittenFields, ProductRow, UndeclaredColumns, UnknownColumns } from "./product-fields";

type ProductInsert = typeof products.$inferInsert;

// The real schema passes every check.
export const realSchema: [UndeclaredColumns<ProductRow>, UnknownColumns<ProductRow>] = [true, true];
export const realReads: Missing<MisreadFields<ProductRow>, never> = true;
export const realWrites: Missing<MiswrittenFields<ProductInsert>, never> = true;

// A column added to the schema with no entry in PRODUCT_FIELDS.
type WithRoastDate = ProductRow & { columnNobodyDeclared: Date | null };
// @ts-expect-error — Type 'true' is not assignable to type '"columnNobodyDeclared"'.
export const newColumn: UndeclaredColumns<WithRoastDate> = true;

// An entry whose column was renamed or dropped in the schema.
type WithoutHarvest = Omit<ProductRow, "harvest">;
// @ts-expect-error — Type 'true' is not assignable to type '"harvest"'.
export const goneColumn: UnknownColumns<WithoutHarvest> = true;

// A column whose stored type no longer gives what the answer promises.
type RatingAsText = Omit<ProductRow, "rating"> & { rating: string | null };
// @ts-expect-error — Type 'true' is not assignable to type '"rating"'.
export const misread: Missing<MisreadFields<RatingAsText>, never> = true;

// An input whose parsed value does not fit the column it is written to.
type NameAsNumber = Omit<ProductInsert, "name"> & { name: number };
// @ts-expect-error — Type 'true' is not assignable to type '"name"'.
export const miswritten: Missing<MiswrittenFields<NameAsNumber>, never> = true;
