/** Blog posts as the admin sees them (drafts too). */
import { desc, eq } from "drizzle-orm";
import {
  blogCategoryById,
  blogCategoryBySlug,
  blogSlugFromTitle,
  type BlogInput,
  type BlogPatch,
} from "@domain/admin/content";
import type { AdminBlogPost } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { defined } from "./http";
import { freeSlug } from "./slugs";

const SHOP_AUTHOR = "Bean & Bhūmi";

function toAdminPost(row: typeof blogPosts.$inferSelect): AdminBlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    tags: row.tags,
    status: row.status as AdminBlogPost["status"],
    isFeatured: row.isFeatured,
    categoryId: blogCategoryBySlug(row.category)?.id ?? 1,
    category: row.category,
    featuredImage: row.featuredImage,
    readTime: row.readTimeMin,
    author: row.author,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function postColumns(input: BlogPatch) {
  const { categoryId, readTime, authorId: _ignored, slug: _slug, author, ...rest } = input;
  return defined({
    ...rest,
    category: categoryId === undefined ? undefined : blogCategoryById(categoryId)!.slug,
    readTimeMin: readTime,
    author: author === null ? SHOP_AUTHOR : author,
  });
}

export async function listPosts(db: Executor): Promise<AdminBlogPost[]> {
  return (await db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))).map(toAdminPost);
}

export async function findPost(db: Executor, id: number): Promise<AdminBlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return row && toAdminPost(row);
}

/** The slug comes from the title when left empty (and stays unique); publishing dates the post. */
export async function insertPost(tx: Executor, input: BlogInput): Promise<number> {
  const slug = await freeSlug(tx, blogPosts, {
    wanted: input.slug,
    derived: blogSlugFromTitle(input.title),
    what: "post",
  });
  const published = input.status === "published" ? { publishedAt: new Date() } : {};
  const [row] = await tx
    .insert(blogPosts)
    .values({ ...postColumns(input), title: input.title, content: input.content, slug, ...published })
    .returning({ id: blogPosts.id });
  return row!.id;
}

export async function updatePost(tx: Executor, before: AdminBlogPost, patch: BlogPatch) {
  const slug = patch.slug
    ? await freeSlug(tx, blogPosts, { wanted: patch.slug, derived: patch.slug, ownId: before.id, what: "post" })
    : undefined;
  // First publication dates the post; later edits and re-publishing keep that date.
  const published = patch.status === "published" && !before.publishedAt ? { publishedAt: new Date() } : {};
  await tx
    .update(blogPosts)
    .set({ ...postColumns(patch), ...(slug ? { slug } : {}), ...published, updatedAt: new Date() })
    .where(eq(blogPosts.id, before.id));
}

export async function deletePost(tx: Executor, id: number) {
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
}
