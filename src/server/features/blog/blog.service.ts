import type { PublicBlogPost } from "@domain/catalog";
import type { Cache } from "../../cache";
import type { Db } from "../../db/client";
import type { blogPosts } from "../../db/schema";
import { listPublishedPosts } from "./blog.repo";

export type BlogService = ReturnType<typeof createBlogService>;

function toPublicPost(row: typeof blogPosts.$inferSelect): PublicBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    content: row.content,
    category: row.category,
    tags: row.tags,
    author: row.author,
    featuredImage: row.featuredImage,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readTime: row.readTimeMin,
    viewCount: row.viewCount,
    isFeatured: row.isFeatured,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

export function createBlogService(db: Db, cache: Cache) {
  const published = () => cache.get("posts", async () => (await listPublishedPosts(db)).map(toPublicPost));
  return {
    /** Published posts, newest first. */
    listPosts: published,
    async getPost(slug: string): Promise<PublicBlogPost | undefined> {
      return (await published()).find((post) => post.slug === slug);
    },
  };
}
