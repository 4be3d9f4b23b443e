import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { PublicBlogPost } from "@domain/catalog";
import { CONTENT_CHANNEL } from "../../src/server/cache";
import { notify } from "../../src/server/db/client";
import { blogPosts } from "../../src/server/db/schema";
import { eachDatabase } from "../support/test-app";

eachDatabase(
  "Blogs API",
  (app) => {
    it("lists the five published articles, newest first, with markdown content", async () => {
      const posts: PublicBlogPost[] = await (await app().api("/api/blogs")).json();
      expect(posts).toHaveLength(5);
      expect(new Set(posts.map((p) => p.category))).toEqual(
        new Set(["processing", "culture", "brewing", "sustainability", "farming"]),
      );
      const dates = posts.map((p) => p.publishedAt!);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(posts.filter((p) => p.isFeatured)).toHaveLength(2);
      for (const post of posts) expect(post.content).toMatch(/^## /m);
    });

    it("finds an article by slug", async () => {
      const res = await app().api("/api/blogs/brewing-the-perfect-pour-over-at-home");
      expect(res.status).toBe(200);
      const post: PublicBlogPost = await res.json();
      expect(post).toMatchObject({ slug: "brewing-the-perfect-pour-over-at-home", category: "brewing" });
      expect(post.readTime).toBeGreaterThan(0);
    });

    it("hides drafts and answers unknown slugs with 404", async () => {
      await app().services.db.transaction(async (tx) => {
        await tx
          .insert(blogPosts)
          .values({ slug: "draft-notes", title: "Draft notes", content: "Not yet.", status: "draft" });
        await tx.insert(blogPosts).values({
          slug: "fresh-notes",
          title: "Fresh notes",
          content: "## Out now",
          status: "published",
          publishedAt: new Date(),
        });
        await notify(tx, CONTENT_CHANNEL);
      });
      await expect.poll(async () => (await app().api("/api/blogs/fresh-notes")).status).toBe(200);
      expect((await app().api("/api/blogs/draft-notes")).status).toBe(404);
      const posts: PublicBlogPost[] = await (await app().api("/api/blogs")).json();
      expect(posts.map((p) => p.slug)).not.toContain("draft-notes");
      const missing = await app().api("/api/blogs/no-such-post");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "Blog post not found" });
    });

    const viewsOf = async (slug: string) =>
      (
        await app()
          .services.db.select({ viewCount: blogPosts.viewCount })
          .from(blogPosts)
          .where(eq(blogPosts.slug, slug))
      )[0]!.viewCount;
    /** `reader` is the client address, sent as X-Forwarded-For (the app trusts one proxy hop here). */
    const view = async (slug: string, reader?: string) => {
      const res = await app().api(`/api/blogs/${slug}/views`, {
        method: "POST",
        headers: reader ? { "X-Forwarded-For": reader } : {},
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { viewCount: number }).viewCount;
    };

    it("counts a reader's view once a day per article, however often and however fast it calls", async () => {
      const slug = "kaapi-culture-south-indian-filter-coffee-tradition";
      const start = await viewsOf(slug);
      const counts = await Promise.all(Array.from({ length: 10 }, () => view(slug, "203.0.113.7")));
      expect(counts).toEqual(Array.from({ length: 10 }, () => start + 1));
      for (let i = 0; i < 20; i += 1) expect(await view(slug, "203.0.113.7")).toBe(start + 1);
      expect(await viewsOf(slug)).toBe(start + 1);
    });

    it("counts other readers, other articles and the same reader a day later", async () => {
      const slug = "shade-grown-coffee-and-the-western-ghats";
      const other = "brewing-the-perfect-pour-over-at-home";
      const [start, otherStart] = [await viewsOf(slug), await viewsOf(other)];
      expect(await view(slug, "198.51.100.1")).toBe(start + 1);
      expect(await view(slug, "198.51.100.2")).toBe(start + 2);
      expect(await view(other, "198.51.100.1")).toBe(otherStart + 1);
      expect(await view(slug, "198.51.100.1")).toBe(start + 2);
      await app().services.db.execute(
        sql`update rate_limits set window_start = window_start - interval '1 day' where key like 'blog-view:%'`,
      );
      expect(await view(slug, "198.51.100.1")).toBe(start + 3);
      expect(await viewsOf(slug)).toBe(start + 3);
    });

    it("answers 404 for the views of drafts and unknown slugs", async () => {
      expect((await app().api("/api/blogs/draft-notes/views", { method: "POST" })).status).toBe(404);
      expect((await app().api("/api/blogs/no-such-post/views", { method: "POST" })).status).toBe(404);
    });
  },
  { TRUST_PROXY: "1" },
);
