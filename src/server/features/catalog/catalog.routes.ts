import { Router } from "express";
import { toJsonPayload, sendJsonPayload } from "../../http/cached-json";
import { notFound } from "../../http/errors";
import type { Services } from "../../services";

export function catalogRoutes({ catalog, catalogCache }: Services): Router {
  const router = Router();

  router.get("/products", async (req, res) => {
    const payload = await catalogCache.get("products:json", async () => toJsonPayload(await catalog.listProducts()));
    sendJsonPayload(req, res, payload);
  });

  router.get("/products/:idOrSlug", async (req, res) => {
    const product = await catalog.getProduct(req.params.idOrSlug);
    if (!product) throw notFound("Product not found");
    res.json(product);
  });

  return router;
}
