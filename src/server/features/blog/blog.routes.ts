import { Router } from "express";
import { compressLargeJson } from "../../http/cached-json";
import { notFound } from "../../http/errors";
import type { Services } from "../../services";
import { countView } from "./blog.repo";

export function blogRoutes({ blog, db }: Services): Router {
  const router = Router();
  router.use("/blogs", compressLargeJson());

  router.get("/blogs", async (_req, res) => {
    res.json(await blog.listPosts());
  });

  router.get("/blogs/:slug", async (req, res) => {
    const post = await blog.getPost(req.params.slug);
    if (!post) throw notFound("Blog post not found");
    res.json(post);
  });

  /**
   * The article page calls this once per browser session; the server counts a client address at
   * most once a day per article, so a loop cannot inflate the figure.
   */
  router.post("/blogs/:slug/views", async (req, res) => {
    const viewCount = await countView(db, req.params.slug, req.ip ?? "unknown");
    if (viewCount === undefined) throw notFound("Blog post not found");
    res.json({ viewCount });
  });

  return router;
}
