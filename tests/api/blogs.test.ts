import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { PublicBlogPost } from "@domain/catalog";
import { CONTENT_CHANNEL } from "../../src/server/cache";
import { notify } from "../../src/server/db/client";
import { blogPosts } from "../../src/server/db/schema";
import { eachDatabase } from "../support/test-app";

eachDatabase("Blogs API", (app) => {
  it("lists the five published articles, newest first, with markdown content", async () => {
    const posts: PublicBlogPost[] = await (await app().api("/api/blogs")).json();
    expect(posts).toHaveLength(5);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(["processing", "culture", "brewing", "sustainability", "farming"]));
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
      await tx.insert(blogPosts).values({ slug: "draft-notes", title: "Draft notes", content: "Not yet.", status: "draft" });
      await tx.insert(blogPosts).values({ slug: "fresh-notes", title: "Fresh notes", content: "## Out now", status: "published", publishedAt: new Date() });
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

  it("counts views in the database, one increment per call, and 404s for drafts and unknown slugs", async () => {
    const slug = "kaapi-culture-south-indian-filter-coffee-tradition";
    const [row] = await app().services.db.select({ viewCount: blogPosts.viewCount }).from(blogPosts).where(eq(blogPosts.slug, slug));
    const start = row!.viewCount;
    const counts = await Promise.all(Array.from({ length: 5 }, async () => (await (await app().api(`/api/blogs/${slug}/views`, { method: "POST" })).json()).viewCount as number));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => start + n));
    expect((await app().api("/api/blogs/draft-notes/views", { method: "POST" })).status).toBe(404);
    expect((await app().api("/api/blogs/no-such-post/views", { method: "POST" })).status).toBe(404);
  });
});
