import type { PublicBlogPost } from "@domain/catalog";
import type { Db } from "../../db/client";
import type { blogPosts } from "../../db/schema";
import { findPublishedPost, listPublishedPosts } from "./blog.repo";

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

export function createBlogService(db: Db) {
  return {
    async listPosts(): Promise<PublicBlogPost[]> {
      return (await listPublishedPosts(db)).map(toPublicPost);
    },
    async getPost(slug: string): Promise<PublicBlogPost | undefined> {
      const row = await findPublishedPost(db, slug);
      return row && toPublicPost(row);
    },
  };
}
