/** Blog posts. Writes notify the content cache, so a published post is on /blog at once in every process. */
import type { Router } from "express";
import { BlogInput, BlogPatch } from "@domain/admin/content";
import { CONTENT_CHANNEL } from "../../cache";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { deletePost, findPost, insertPost, listPosts, updatePost } from "./blogs.repo";
import { idParam } from "./http";

const POST = { entity: "blog-post", load: findPost, missing: "Blog post not found", channel: CONTENT_CHANNEL };
const UNIQUE = { message: "Another post already uses this slug", field: "slug" };

export function registerBlogRoutes(router: Router, { db }: Services): void {
  router.get("/blogs", async (_req, res) => {
    res.json(await listPosts(db));
  });

  router.post("/blogs", async (req, res) => {
    const input = parseInput(BlogInput, req.body);
    const change = { ...POST, unique: UNIQUE, action: "create" };
    res.status(201).json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => insertPost(tx, input) }));
  });

  router.put("/blogs/:id", async (req, res) => {
    const id = idParam(req, "id", "Blog post not found");
    const patch = parseInput(BlogPatch, req.body);
    const change = { ...POST, unique: UNIQUE, id, action: "update" };
    res.json(await savedRecord(db, actorOf(res), { ...change, write: (tx, before) => updatePost(tx, before!, patch) }));
  });

  router.delete("/blogs/:id", async (req, res) => {
    const id = idParam(req, "id", "Blog post not found");
    await auditedWrite(db, actorOf(res), { ...POST, id, action: "delete", write: (tx) => deletePost(tx, id) });
    res.status(204).end();
  });
}
