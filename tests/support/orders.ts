/**
 * Orders for admin tests, written straight into the orders tables the way checkout does (the
 * checkout API lives on another branch): lines priced from the catalogue, stock reserved in the
 * same transaction.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { formatOrderNumber, type OrderStatus, type PaymentStatus } from "@domain/orders";
import { shippingFor, taxFor } from "@domain/totals";
import type { Db } from "../../src/server/db/client";
import { orderItems, orderNumberSeq, orders, products } from "../../src/server/db/schema";
import { reserveStock } from "../../src/server/features/stock/stock.repo";

export type OrderFixture = {
  lines: { productId: number; quantity: number }[];
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paidAt?: Date | null;
  createdAt?: Date;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  /** As recorded once paid ("upi:Google Pay"); "upi" unless given. */
  paymentMethod?: string;
  /** Reserve the lines' stock (default true), as checkout does. */
  reserve?: boolean;
};

export async function insertOrder(db: Db, fixture: OrderFixture) {
  return db.transaction(async (tx) => {
    const ids = fixture.lines.map((line) => line.productId);
    const rows = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const lines = fixture.lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw new Error(`no product ${line.productId}`);
      return { ...line, name: product.name, unit: product.pricePaise };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.unit * line.quantity, 0);
    const shipping = shippingFor(subtotal);
    const tax = taxFor(subtotal);
    const result = await tx.execute(sql`select nextval(${orderNumberSeq.seqName}) as n`);
    const n = (result as unknown as { rows: { n: string }[] }).rows[0]!.n;
    const createdAt = fixture.createdAt ?? new Date();
    const paid = fixture.paymentStatus === "paid";
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: formatOrderNumber(createdAt.getFullYear(), Number(n)),
        customerName: fixture.customerName ?? "Asha Rao",
        customerEmail: fixture.customerEmail ?? "asha@example.com",
        customerPhone: fixture.customerPhone ?? "+919876543210",
        shippingAddress: { street: "12 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
        subtotalPaise: subtotal,
        shippingPaise: shipping,
        taxPaise: tax,
        totalPaise: subtotal + shipping + tax,
        status: fixture.status ?? (paid ? "confirmed" : "pending"),
        paymentStatus: fixture.paymentStatus ?? "pending",
        paymentMethod: fixture.paymentMethod ?? "upi",
        paidAt: fixture.paidAt === undefined ? (paid ? createdAt : null) : fixture.paidAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        productName: line.name,
        weightGrams: 250,
        quantity: line.quantity,
        unitPricePaise: line.unit,
        totalPricePaise: line.unit * line.quantity,
      })),
    );
    if (fixture.reserve !== false) await reserveStock(tx, order!.id, fixture.lines);
    return order!;
  });
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row!.stock;
}
