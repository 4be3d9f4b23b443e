import { beforeAll, expect, it } from "vitest";
import type { AdminBlogPost, AdminHomeSection, AdminPage, AdminSeoSettings } from "@domain/admin/types";
import { renderMarkdown } from "../../src/server/markdown";
import { signInAdmin, type AdminClient } from "../support/admin";
import { eachDatabase } from "../support/test-app";

eachDatabase("Admin home sections, pages, blog posts and SEO", (app) => {
  let admin: AdminClient;
  beforeAll(async () => {
    admin = await signInAdmin(app());
  });

  it("home sections: by section id, order and active, seen by the page service at once", async () => {
    const created = await admin.json<AdminHomeSection>(
      admin.post("/home-content", { section: "festive_banner", title: "Diwali roast", buttonUrl: "/shop" }),
      201,
    );
    expect(created).toMatchObject({ section: "festive_banner", order: 0, isActive: true });
    expect((await app().services.content.homeSections()).festive_banner?.title).toBe("Diwali roast");
    await admin.json(admin.put("/home-content/festive_banner", { isActive: false, order: "3" }));
    await expect.poll(async () => "festive_banner" in (await app().services.content.homeSections())).toBe(false);
    expect((await admin.post("/home-content", { section: "festive_banner" })).status).toBe(409);
    expect((await admin.post("/home-content", { section: "" })).status).toBe(400);
    expect((await admin.put("/home-content/nope", { title: "x" })).status).toBe(404);
    expect((await admin.del("/home-content/festive_banner")).status).toBe(204);
  });

  it("pages: create with a slug from the title, edit, delete", async () => {
    const created = await admin.json<AdminPage>(admin.post("/pages", { title: "Wholesale & Cafés!" }), 201);
    expect(created).toMatchObject({
      slug: "wholesale-cafes",
      status: "draft",
      isHomepage: false,
      menuOrder: 0,
      path: "/wholesale-cafes",
    });
    const updated = await admin.json<AdminPage>(
      admin.put(`/pages/${created.id}`, { status: "published", content: "## Hello" }),
    );
    expect(updated).toMatchObject({ status: "published", content: "## Hello" });
    expect((await admin.put(`/pages/${created.id}`, { status: "private" })).status).toBe(400);
    expect((await admin.put(`/pages/${created.id}`, { slug: "about" })).status).toBe(409);
    const about = (await admin.json<AdminPage[]>(admin.get("/pages"))).find((p) => p.slug === "about")!;
    await admin.json(admin.put(`/pages/${about.id}`, { title: "About Bean & Bhūmi" }));
    await expect.poll(async () => (await app().services.content.page("about"))?.title).toBe("About Bean & Bhūmi");
    expect((await admin.del(`/pages/${created.id}`)).status).toBe(204);
  });

  it("blog: a draft stays hidden; publishing puts it on /api/blogs at once; slug from the title, unique", async () => {
    const draft = await admin.json<AdminBlogPost>(
      admin.post("/blogs", {
        title: "Monsoon Malabar, Explained!",
        content: "# Heading\n\nThe **winds** did it.",
        excerpt: "Why monsooned coffee tastes so",
        tags: "monsoon, malabar",
        categoryId: 3,
        authorId: "admin",
      }),
      201,
    );
    expect(draft).toMatchObject({
      slug: "monsoon-malabar-explained",
      status: "draft",
      readTime: 5,
      category: "farming",
      categoryId: 3,
      publishedAt: null,
      author: "Bean & Bhūmi",
    });
    expect((await app().api(`/api/blogs/${draft.slug}`)).status).toBe(404);
    const published = await admin.json<AdminBlogPost>(admin.put(`/blogs/${draft.id}`, { status: "published" }));
    expect(published.publishedAt).toEqual(expect.any(String));
    const post = await (await app().api(`/api/blogs/${draft.slug}`)).json();
    expect(post).toMatchObject({ title: "Monsoon Malabar, Explained!", tags: ["monsoon", "malabar"] });
    expect(((await (await app().api("/api/blogs")).json()) as { slug: string }[])[0]!.slug).toBe(draft.slug);

    const twin = await admin.json<AdminBlogPost>(
      admin.post("/blogs", { title: "Monsoon Malabar, Explained!", content: "again" }),
      201,
    );
    expect(twin.slug).toBe("monsoon-malabar-explained-2");
    const taken = await admin.post("/blogs", { title: "Other", content: "x", slug: "monsoon-malabar-explained" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors.slug).toMatch(/already uses/);

    await admin.json(admin.put(`/blogs/${draft.id}`, { status: "private" }));
    await expect.poll(async () => (await app().api(`/api/blogs/${draft.slug}`)).status).toBe(404);
    expect((await admin.del(`/blogs/${twin.id}`)).status).toBe(204);
  });

  it("blog: the form's limits, and HTML stored as text that never runs", async () => {
    const bad = await admin.post("/blogs", {
      title: "",
      content: "",
      metaTitle: "x".repeat(61),
      metaDescription: "y".repeat(161),
      status: "secret",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      title: "Title is required",
      content: "Content is required",
      metaTitle: "Meta title must be at most 60 characters",
      metaDescription: "Meta description must be at most 160 characters",
      status: expect.stringMatching(/one of/),
    });
    const evil = await admin.json<AdminBlogPost>(
      admin.post("/blogs", {
        title: "<img src=x onerror=alert(1)>",
        content: "<script>alert(1)</script>\n\n[x](javascript:alert(1))",
        status: "published",
      }),
      201,
    );
    expect(evil.title).toBe("<img src=x onerror=alert(1)>");
    const html = renderMarkdown(evil.content);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("&lt;script&gt;");
  });

  it("SEO: saved, and applied to robots.txt, the sitemap, redirects and the page policy", async () => {
    const defaults = await admin.json<AdminSeoSettings>(admin.get("/seo"));
    expect(defaults).toMatchObject({ robotsTxt: null, sitemapEnabled: true, redirects: [] });
    const saved = await admin.json<AdminSeoSettings>(
      admin.put("/seo", {
        googleAnalyticsId: "G-TEST12345",
        facebookPixelId: "123456789012",
        robotsTxt: "User-agent: *\nDisallow: /secret",
        redirects: [
          { fromPath: "/old-shop", toPath: "/shop" },
          { fromPath: "/gone", toPath: "/blog", statusCode: 302 },
        ],
      }),
    );
    expect(saved).toMatchObject({
      googleAnalyticsId: "G-TEST12345",
      redirects: [
        { fromPath: "/gone", toPath: "/blog", statusCode: 302 },
        { fromPath: "/old-shop", toPath: "/shop", statusCode: 301 },
      ],
    });
    const robots = await (await app().api("/robots.txt")).text();
    expect(robots).toContain("Disallow: /secret");
    expect(robots).toContain("Sitemap: ");
    const moved = await app().api("/old-shop?ref=mail", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/shop?ref=mail");
    expect((await app().api("/gone/", { redirect: "manual" })).status).toBe(302);
    const csp =
      moved.headers.get("content-security-policy") ??
      (await app().api("/robots.txt")).headers.get("content-security-policy")!;
    expect(csp).toContain("https://www.googletagmanager.com");
    expect(csp).toContain("https://connect.facebook.net");
    expect(await app().services.seo.analytics()).toMatchObject({
      googleAnalyticsId: "G-TEST12345",
      facebookPixelId: "123456789012",
      googleTagManagerId: null,
    });

    await admin.json(
      admin.put("/seo", {
        sitemapEnabled: false,
        robotsTxt: "",
        googleAnalyticsId: null,
        facebookPixelId: "",
        redirects: [],
      }),
    );
    expect((await app().api("/sitemap.xml")).status).not.toBe(200);
    const plain = await (await app().api("/robots.txt")).text();
    expect(plain).toContain("Disallow: /admin");
    expect(plain).not.toContain("Sitemap:");
    expect((await app().api("/old-shop", { redirect: "manual" })).status).not.toBe(301);
    expect((await app().api("/robots.txt")).headers.get("content-security-policy")).not.toContain("googletagmanager");

    const bad = await admin.put("/seo", {
      googleAnalyticsId: "UA-123",
      redirects: [
        { fromPath: "/api/products", toPath: "/x" },
        { fromPath: "/a", toPath: "javascript:alert(1)" },
      ],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      googleAnalyticsId: expect.stringMatching(/G-/),
      "redirects.0.fromPath": expect.stringMatching(/cannot be under/),
      "redirects.1.toPath": expect.stringMatching(/start with/),
    });
  });
});
