/**
 * The owner's delivery settings (decision 150): transit days per zone, holidays, the roast-to-order lead
 * time and the order cut-off, written through the audit log. The write notifies the content channel, so
 * every process's cached copy (read when an order is placed) is dropped.
 */
import type { Router } from "express";
import { DeliverySettingsInput } from "@domain/admin/delivery-settings";
import { CONTENT_CHANNEL } from "../../cache";
import type { Executor } from "../../db/client";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { readDeliverySettings, writeDeliverySettings } from "../delivery/delivery.repo";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";

const strip = ({ updatedAt: _u, ...rest }: Awaited<ReturnType<typeof readDeliverySettings>>) => rest;

export function registerDeliveryRoutes(router: Router, services: Services): void {
  const { db } = services;

  router.get("/settings/delivery", async (_req, res) => {
    res.json(await readDeliverySettings(db));
  });

  router.put("/settings/delivery", async (req, res) => {
    const input = parseInput(DeliverySettingsInput, req.body);
    const change = {
      entity: "settings",
      id: "delivery",
      action: "update",
      load: readDeliverySettings,
      write: (tx: Executor) => writeDeliverySettings(tx, input),
      channel: CONTENT_CHANNEL,
      logged: { before: strip, after: strip },
    };
    res.json(await savedRecord(db, actorOf(res), change));
  });
}
