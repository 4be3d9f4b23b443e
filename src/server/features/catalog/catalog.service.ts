import type { PublicProduct } from "@domain/catalog";
import { isSlug } from "@domain/slug";
import type { Cache } from "../../cache";
import type { Db } from "../../db/client";
import { findActiveProduct, findReleaseBatch, listActiveProducts } from "./catalog.repo";
import { toPublicProduct } from "./catalog.serialize";

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(db: Db, cache: Cache) {
  async function listProducts(): Promise<PublicProduct[]> {
    return cache.get("products", async () => (await listActiveProducts(db)).map(toPublicProduct));
  }
  return {
    listProducts,
    /** The batch a limited release sells (its size, what is left), for the home page's Batch of the Month. */
    releaseBatch(productId: number) {
      return cache.get(`release-batch:${productId}`, () => findReleaseBatch(db, productId));
    },
    async getProduct(idOrSlug: string): Promise<PublicProduct | undefined> {
      if (!isSlug(idOrSlug)) return undefined;
      const cached = (await listProducts()).find((p) => String(p.id) === idOrSlug || p.slug === idOrSlug);
      if (cached) return cached;
      const row = await findActiveProduct(db, idOrSlug);
      return row ? toPublicProduct(row) : undefined;
    },
  };
}
