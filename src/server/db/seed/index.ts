/**
 * First-start content: the catalogue, moods, cafés, journal, pages and home sections. Runs once per
 * database (recorded in app_meta), inside one transaction, so a crash never leaves half a shop.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { fromRoot } from "../../paths";
import type { Db } from "../client";
import {
  appMeta,
  blogPosts,
  cafes,
  coffees,
  homeSections,
  moodCoffees,
  moods,
  pages,
  products,
  settings,
} from "../schema";
import { articleSeeds } from "./data/articles";
import { cafeSeeds } from "./data/cafes";
import { coffeeSeeds } from "./data/coffees";
import { homeSectionSeeds } from "./data/home-sections";
import { moodSeeds } from "./data/moods";
import { pageSeeds } from "./data/pages";
import { productSeeds } from "./data/products";
import { seedBatches } from "./data/batches";
import { istToday } from "../../../domain/roast-batches";
import { insertBatch } from "../../features/stock/batches.repo";

export const SEED_VERSION = "1";
const SEEDED_KEY = "seed_version";

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return Boolean(row);
}

function articleBody(slug: string): Promise<string> {
  return readFile(fromRoot("src/server/db/seed/articles", `${slug}.md`), "utf8");
}

/** Seeds an empty database; returns false (and changes nothing) when it was seeded before. */
export async function seedDatabase(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const bodies = await Promise.all(articleSeeds.map((article) => articleBody(article.slug)));

  await db.transaction(async (tx) => {
    const insertedProducts = await tx
      .insert(products)
      .values(productSeeds)
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(insertedProducts.map((row) => [row.slug, row.id]));
    for (const batch of seedBatches(productSeeds, istToday()))
      await insertBatch(tx, { ...batch, productId: productId.get(batch.slug)! });

    const insertedCoffees = await tx
      .insert(coffees)
      .values(
        coffeeSeeds.map(({ productSlug, ...coffee }) => {
          const id = productId.get(productSlug);
          if (id === undefined) throw new Error(`Seed coffee ${coffee.name} names unknown product ${productSlug}`);
          return { ...coffee, productId: id };
        }),
      )
      .returning({ id: coffees.id, name: coffees.name });
    const coffeeId = new Map(insertedCoffees.map((row) => [row.name, row.id]));

    for (const { coffeeNames, ...mood } of moodSeeds) {
      const [inserted] = await tx.insert(moods).values(mood).returning({ id: moods.id });
      const links = coffeeNames.map((name, position) => {
        const id = coffeeId.get(name);
        if (id === undefined) throw new Error(`Seed mood ${mood.name} names unknown coffee ${name}`);
        return { moodId: inserted!.id, coffeeId: id, position };
      });
      if (links.length > 0) await tx.insert(moodCoffees).values(links);
    }

    await tx.insert(cafes).values(cafeSeeds);
    await tx.insert(blogPosts).values(articleSeeds.map((article, i) => ({ ...article, content: bodies[i]! })));
    await tx.insert(pages).values(pageSeeds);
    await tx.insert(homeSections).values(homeSectionSeeds);
    await tx
      .insert(settings)
      .values({ key: "seo", value: { sitemapEnabled: true } })
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: SEED_VERSION });
  });
  return true;
}
