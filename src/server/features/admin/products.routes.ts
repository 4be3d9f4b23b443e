import type { Router } from "express";
import { ProductInput, ProductPatch } from "@domain/product-fields";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { listAdminProducts } from "./products.repo";
import { createProduct, deleteProduct, updateProduct } from "./products.service";

export function registerProductRoutes(router: Router, { db }: Services): void {
  router.get("/products", async (_req, res) => {
    res.json(await listAdminProducts(db));
  });

  router.post("/products", async (req, res) => {
    const input = parseInput(ProductInput, req.body);
    res.status(201).json(await createProduct(db, actorOf(res), input));
  });

  router.put("/products/:id", async (req, res) => {
    const id = idParam(req, "id", "Product not found");
    const patch = parseInput(ProductPatch, req.body);
    res.json(await updateProduct(db, actorOf(res), id, patch));
  });

  router.delete("/products/:id", async (req, res) => {
    const answer = await deleteProduct(db, actorOf(res), idParam(req, "id", "Product not found"));
    if (answer) res.json(answer);
    else res.status(204).end();
  });
}
