/**
 * The owner's cash on delivery (decision 085): the settings (where, up to how much, for what fee, how
 * many open cash orders per phone and address), and the courier's answer on an order — collected or
 * returned to origin — each written through the audit log.
 */
import type { Router } from "express";
import { CashOutcomeInput, CodSettingsInput } from "@domain/admin/cash-on-delivery";
import { HttpError, parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { readCodSettings, writeCodSettings } from "../cash-on-delivery/cod.repo";
import { lookupPincode } from "../pincodes/pincode-directory";
import { savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";

export function registerCashOnDeliveryRoutes(router: Router, services: Services): void {
  const { db } = services;
  /** The settings, with each listed pincode's place from the directory. */
  const load = async (executor: Parameters<typeof readCodSettings>[0]) => {
    const settings = await readCodSettings(executor);
    return { ...settings, places: settings.pincodes.map((pincode) => lookupPincode(pincode)) };
  };

  router.get("/settings/cash-on-delivery", async (_req, res) => {
    res.json(await load(db));
  });

  router.put("/settings/cash-on-delivery", async (req, res) => {
    const { ...input } = parseInput(CodSettingsInput, req.body);
    const unknown = input.pincodes.filter((pincode) => lookupPincode(pincode) === null);
    if (unknown.length > 0) {
      const message = `Not in the pincode directory: ${unknown.slice(0, 10).join(", ")}`;
      throw new HttpError(400, message, { pincodes: message });
    }
    const change = {
      entity: "settings",
      id: "cash-on-delivery",
      action: "update",
      load: load,
      write: (tx: Parameters<typeof writeCodSettings>[0]) => writeCodSettings(tx, input),
      logged: { before: strip, after: strip },
    };
    res.json(await savedRecord(db, actorOf(res), change));
  });

  router.post("/orders/:id/cash", async (req, res) => {
    const id = idParam(req, "id", "Order not found");
    const { outcome } = parseInput(CashOutcomeInput, req.body);
    res.json(await services.cod.settleCash(actorOf(res), id, outcome));
  });
}

const strip = ({
  places: _p,
  updatedAt: _u,
  ...rest
}: Awaited<ReturnType<typeof readCodSettings>> & { places: unknown }) => rest;
