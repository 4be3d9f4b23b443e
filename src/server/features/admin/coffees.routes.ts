/** Origins ("coffees"): the green coffee behind a product, matched to moods. Every write notifies the catalogue. */
import type { Router } from "express";
import { CoffeeInput, CoffeePatch } from "@domain/admin/origins";
import { CATALOG_CHANNEL } from "../../cache";
import type { Tx } from "../../db/client";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { deleteCoffee, findCoffee, insertCoffee, listCoffees, updateCoffee } from "./coffees.repo";
import { idParam } from "./http";

const COFFEE = { entity: "coffee", load: findCoffee, missing: "Coffee not found", channel: CATALOG_CHANNEL };

export function registerCoffeeRoutes(router: Router, { db }: Services): void {
  router.get("/coffees", async (_req, res) => {
    res.json(await listCoffees(db));
  });

  router.post("/coffees", async (req, res) => {
    const input = parseInput(CoffeeInput, req.body);
    const write = (tx: Tx) => insertCoffee(tx, input);
    res.status(201).json(await savedRecord(db, actorOf(res), { ...COFFEE, action: "create", write }));
  });

  router.put("/coffees/:id", async (req, res) => {
    const id = idParam(req, "id", "Coffee not found");
    const patch = parseInput(CoffeePatch, req.body);
    const write = (tx: Tx) => updateCoffee(tx, id, patch);
    res.json(await savedRecord(db, actorOf(res), { ...COFFEE, id, action: "update", write }));
  });

  router.delete("/coffees/:id", async (req, res) => {
    const id = idParam(req, "id", "Coffee not found");
    await auditedWrite(db, actorOf(res), { ...COFFEE, id, action: "delete", write: (tx) => deleteCoffee(tx, id) });
    res.status(204).end();
  });
}
