import { Router } from "express";
import { compressLargeJson } from "../../http/cached-json";
import { notFound } from "../../http/errors";
import type { Services } from "../../services";

export function blogRoutes({ blog }: Services): Router {
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

  return router;
}
