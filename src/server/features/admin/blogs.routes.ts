/**
 * Blog posts. The slug comes from the title when left empty (and stays unique); publishing sets
 * `published_at` and notifies the content cache, so the post is on /blog at once in every process.
 */
import { desc, eq } from "drizzle-orm";
import type { Router } from "express";
import { blogCategoryById, blogCategoryBySlug, BlogInput, BlogPatch, blogSlugFromTitle } from "@domain/admin/content";
import type { AdminBlogPost } from "@domain/admin/types";
import { CONTENT_CHANNEL } from "../../cache";
import { notify } from "../../db/client";
import { blogPosts } from "../../db/schema";
import { notFound, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { recordAudit } from "./audit";
import { actorOf } from "./auth/guard";
import { defined, idParam, uniquely } from "./http";
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

const SLUG_TAKEN = "Another post already uses this slug";

export function registerBlogRoutes(router: Router, { db }: Services): void {
  router.get("/blogs", async (_req, res) => {
    res.json(
      (await db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))).map(toAdminPost),
    );
  });

  router.post("/blogs", async (req, res) => {
    const input = parseInput(BlogInput, req.body);
    const actor = actorOf(res);
    const created = await uniquely(
      () =>
        db.transaction(async (tx) => {
          const slug = await freeSlug(tx, blogPosts, {
            wanted: input.slug,
            derived: blogSlugFromTitle(input.title),
            what: "post",
          });
          const published = input.status === "published" ? { publishedAt: new Date() } : {};
          const [row] = await tx
            .insert(blogPosts)
            .values({ ...postColumns(input), title: input.title, content: input.content, slug, ...published })
            .returning();
          await notify(tx, CONTENT_CHANNEL);
          const post = toAdminPost(row!);
          await recordAudit(tx, actor, { action: "create", entityType: "blog-post", entityId: post.id, after: post });
          return post;
        }),
      SLUG_TAKEN,
      "slug",
    );
    res.status(201).json(created);
  });

  router.put("/blogs/:id", async (req, res) => {
    const id = idParam(req, "id", "Blog post not found");
    const patch = parseInput(BlogPatch, req.body);
    const actor = actorOf(res);
    const updated = await uniquely(
      () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
          if (!current) throw notFound("Blog post not found");
          const slug = patch.slug
            ? await freeSlug(tx, blogPosts, { wanted: patch.slug, derived: patch.slug, ownId: id, what: "post" })
            : undefined;
          // First publication dates the post; later edits and re-publishing keep that date.
          const published = patch.status === "published" && !current.publishedAt ? { publishedAt: new Date() } : {};
          const [row] = await tx
            .update(blogPosts)
            .set({ ...postColumns(patch), ...(slug ? { slug } : {}), ...published, updatedAt: new Date() })
            .where(eq(blogPosts.id, id))
            .returning();
          await notify(tx, CONTENT_CHANNEL);
          const after = toAdminPost(row!);
          await recordAudit(tx, actor, {
            action: "update",
            entityType: "blog-post",
            entityId: id,
            before: toAdminPost(current),
            after,
          });
          return after;
        }),
      SLUG_TAKEN,
      "slug",
    );
    res.json(updated);
  });

  router.delete("/blogs/:id", async (req, res) => {
    const id = idParam(req, "id", "Blog post not found");
    const actor = actorOf(res);
    await db.transaction(async (tx) => {
      const [current] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      if (!current) throw notFound("Blog post not found");
      await notify(tx, CONTENT_CHANNEL);
      await recordAudit(tx, actor, {
        action: "delete",
        entityType: "blog-post",
        entityId: id,
        before: toAdminPost(current),
      });
    });
    res.status(204).end();
  });
}
