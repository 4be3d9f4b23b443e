/** The owner's discount codes: list with figures, create, change, delete (switch off once used). */
import type { Router } from "express";
import { DiscountCodeInput } from "@domain/admin/discounts";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import {
  CODE_TAKEN,
  deleteDiscountCode,
  findDiscountCode,
  insertDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from "./discounts.repo";
import { idParam } from "./http";

const CODE = { entity: "discount-code", load: findDiscountCode, missing: "Discount code not found" };
const UNIQUE = { message: CODE_TAKEN, field: "code" };

export function registerDiscountRoutes(router: Router, { db }: Services): void {
  router.get("/discount-codes", async (_req, res) => {
    res.json(await listDiscountCodes(db));
  });

  router.post("/discount-codes", async (req, res) => {
    const input = parseInput(DiscountCodeInput, req.body);
    const change = { ...CODE, unique: UNIQUE, action: "create" };
    res
      .status(201)
      .json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => insertDiscountCode(tx, input) }));
  });

  router.put("/discount-codes/:id", async (req, res) => {
    const id = idParam(req, "id", "Discount code not found");
    const input = parseInput(DiscountCodeInput, req.body);
    const change = { ...CODE, unique: UNIQUE, id, action: "update" };
    res.json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => updateDiscountCode(tx, id, input) }));
  });

  router.delete("/discount-codes/:id", async (req, res) => {
    const id = idParam(req, "id", "Discount code not found");
    await auditedWrite(db, actorOf(res), {
      ...CODE,
      id,
      action: (before) => (before.usedCount > 0 || before.redemptions > 0 ? "deactivate" : "delete"),
      write: (tx, before) => deleteDiscountCode(tx, before!),
    });
    res.status(204).end();
  });
}
