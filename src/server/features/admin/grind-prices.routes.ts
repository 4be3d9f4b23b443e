/**
 * The owner's price change per grind option (decision 153): paise per bag, written through the audit log.
 * The write notifies the content channel, so every process's cached copy (read when an order is priced and
 * when a page shows a price) is dropped.
 */
import type { Router } from "express";
import { GrindPricesInput } from "@domain/admin/grind-prices";
import { CONTENT_CHANNEL } from "../../cache";
import type { Executor } from "../../db/client";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { readGrindPrices, writeGrindPrices } from "../grind/grind.repo";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";

const strip = ({ prices }: Awaited<ReturnType<typeof readGrindPrices>>) => prices;

export function registerGrindPriceRoutes(router: Router, services: Services): void {
  const { db } = services;

  router.get("/settings/grind-prices", async (_req, res) => {
    res.json(await readGrindPrices(db));
  });

  router.put("/settings/grind-prices", async (req, res) => {
    const input = parseInput(GrindPricesInput, req.body);
    const change = {
      entity: "settings",
      id: "grind-prices",
      action: "update",
      load: readGrindPrices,
      write: (tx: Executor) => writeGrindPrices(tx, input),
      channel: CONTENT_CHANNEL,
      logged: { before: strip, after: strip },
    };
    res.json(await savedRecord(db, actorOf(res), change));
  });
}
