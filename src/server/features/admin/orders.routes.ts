/** Orders: the list with filters (and a pending-payment view), the status/payment/courier patch, CSV export, slips. */
import type { Router } from "express";
import { OrderPatch, OrderQuery, SlipQuery } from "@domain/admin/orders";
import { csvFileName, sendCsv } from "../../http/csv";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { ordersCsv } from "./orders.csv";
import { exportOrders, listAdminOrders, slipOrders } from "./orders.repo";
import { updateOrder } from "./orders.service";
import { cashReturnsByPhone } from "../cash-on-delivery/cod.repo";
import { phoneKey } from "../orders/hold-limits";

export function registerOrderRoutes(router: Router, services: Services): void {
  const { db } = services;

  router.get("/orders", async (req, res) => {
    const query = parseInput(OrderQuery, req.query);
    const { list, total } = await listAdminOrders(db, query);
    res.setHeader("X-Total-Count", String(total));
    // A phone whose cash orders came back before is flagged on each of its orders (decision 085).
    const returns = await cashReturnsByPhone(
      db,
      list.map((order) => order.customerPhone ?? ""),
    );
    res.json(list.map((order) => ({ ...order, cashReturns: returns.get(phoneKey(order.customerPhone ?? "")) ?? 0 })));
  });

  router.get("/orders/export.csv", async (req, res) => {
    const query = parseInput(OrderQuery, req.query);
    sendCsv(res, csvFileName("orders"), ordersCsv(await exportOrders(db, query)));
  });

  // What the packing slips and address labels print (decision 151); the page renders them.
  router.get("/orders/slips", async (req, res) => {
    res.json(await slipOrders(db, parseInput(SlipQuery, req.query)));
  });

  router.patch("/orders/:id", async (req, res) => {
    const id = idParam(req, "id", "Order not found");
    const patch = parseInput(OrderPatch, req.body);
    res.json(await updateOrder(services, actorOf(res), id, patch, services.config.publicOrigin));
  });
}
