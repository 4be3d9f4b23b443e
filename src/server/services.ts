/**
 * The services the API routes and the page loaders share. Built once per process; page loaders
 * reach them through React Router's load context, so pages and API read through the same code.
 */
import { CATALOG_CHANNEL, CONTENT_CHANNEL, createChannelCache } from "./cache";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createBlogService } from "./features/blog/blog.service";
import { createCafesService } from "./features/cafes/cafes.service";
import { createCatalogService } from "./features/catalog/catalog.service";
import { createContentService } from "./features/content/content.service";
import { createMoodsService } from "./features/moods/moods.service";

export type Services = Awaited<ReturnType<typeof createServices>>;

export async function createServices(database: Database, config: Config) {
  const catalogCache = await createChannelCache(database, CATALOG_CHANNEL);
  const contentCache = await createChannelCache(database, CONTENT_CHANNEL);
  const db = database.db;
  return {
    config,
    database,
    db,
    catalogCache,
    contentCache,
    catalog: createCatalogService(db, catalogCache),
    moods: createMoodsService(db, catalogCache),
    cafes: createCafesService(db, contentCache),
    blog: createBlogService(db, contentCache),
    content: createContentService(db, contentCache),
  };
}
