import type { blogPosts, cafes, coffees, homeSections, moods, pages, products } from "../schema";

type Managed = "id" | "createdAt" | "updatedAt";

export type ProductSeed = Omit<typeof products.$inferInsert, Managed>;

/** An origin; `productSlug` links it to the shop product it is sold as. */
export type CoffeeSeed = Omit<typeof coffees.$inferInsert, Managed | "productId"> & {
  productSlug: string;
};

/** `coffeeNames` lists the origins (by `CoffeeSeed.name`) that match the mood, best first. */
export type MoodSeed = Omit<typeof moods.$inferInsert, Managed> & { coffeeNames: string[] };

export type CafeSeed = Omit<typeof cafes.$inferInsert, Managed | "reviewedAt" | "submittedByEmail">;

/** `content` is read from `articles/<slug>.md`. */
export type ArticleSeed = Omit<typeof blogPosts.$inferInsert, Managed | "content" | "viewCount">;

export type PageSeed = Omit<typeof pages.$inferInsert, Managed>;

export type HomeSectionSeed = Omit<typeof homeSections.$inferInsert, Managed>;
