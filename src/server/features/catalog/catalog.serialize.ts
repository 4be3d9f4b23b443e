import type { PublicProduct } from "@domain/catalog";
import { publicProductView, type ProductRow } from "./product-fields";

/** The public shape of a product: the `public` fields of src/domain/product-fields.ts. Never the cost price. */
export function toPublicProduct(row: ProductRow): PublicProduct {
  return publicProductView(row);
}
