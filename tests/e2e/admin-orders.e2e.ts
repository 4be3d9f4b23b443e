/**
 * The orders tab against real orders. Checkout lives on another branch, so orders are written into
 * this server's own database before it starts (as checkout would: lines priced, stock reserved).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { openDatabase } from "../../src/server/db/client";
import { insertOrder } from "../support/orders";
import { useBrowser } from "./support/browser";
import { openTab, signIn } from "./support/admin";
import { toastText } from "./support/shop";

const browser = useBrowser();
let server: ServerProcess;
let dataDir: string;
const placed = { paid: "", unpaid: "", oldest: "" };
/** Older delivered orders, enough that the list needs a second page of 50. */
const OLDER_ORDERS = 55;
const TOTAL_ORDERS = OLDER_ORDERS + 2;
let unpaidProductId = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "bb-admin-orders-"));
  const { username, password } = inject("adminCredentials");
  const env = { DATA_DIR: dataDir, ADMIN_USERNAME: username, ADMIN_PASSWORD: password };
  const first = await startServer(env);
  await first.stop();
  const database = await openDatabase({ dataDir });
  try {
    const ids = (
      await database.db.query.products.findMany({ columns: { id: true }, orderBy: (p, { asc }) => asc(p.id) })
    ).map((p) => p.id);
    unpaidProductId = ids[1]!;
    for (let i = OLDER_ORDERS; i > 0; i--) {
      const createdAt = new Date(Date.now() - 86_400_000 - i * 60_000);
      const order = await insertOrder(database.db, {
        lines: [{ productId: ids[0]!, quantity: 1 }],
        paymentStatus: "paid",
        status: "delivered",
        createdAt,
        reserve: false,
        customerName: i === OLDER_ORDERS ? "Padma Shetty" : `Regular ${i}`,
      });
      if (i === OLDER_ORDERS) placed.oldest = order.orderNumber;
    }
    placed.paid = (
      await insertOrder(database.db, {
        lines: [{ productId: ids[0]!, quantity: 2 }],
        paymentStatus: "paid",
        status: "processing",
        customerName: "Meera Nair",
        customerEmail: "meera@example.com",
      })
    ).orderNumber;
    placed.unpaid = (
      await insertOrder(database.db, {
        lines: [{ productId: unpaidProductId, quantity: 3 }],
        customerName: "Vikram Iyer",
        customerEmail: "vikram@example.com",
      })
    ).orderNumber;
  } finally {
    await database.close();
  }
  server = await startServer(env);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const stock = async (id: number) =>
  ((await (await fetch(`${server.url}/api/products/${id}`)).json()) as { stockQuantity: number }).stockQuantity;

describe("the orders tab", () => {
  it("marks an unpaid order paid from the pending-payment view", async () => {
    const page = await browser().newPage();
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByRole("button", { name: /^Pending payment/ }).click();
    await page.getByRole("button", { name: `Mark ${placed.unpaid} as paid` }).click();
    await expect.poll(() => toastText(page)).toBe("Order Updated / Order status has been updated successfully");
    await page.getByRole("cell", { name: placed.unpaid }).waitFor({ state: "detached" });
    await page.close();
  });

  it("ships with a courier and tracking number, then delivers, from the order's panel", async () => {
    const page = await browser().newPage();
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByRole("button", { name: `Manage ${placed.paid}` }).click();
    const sheet = page.getByRole("dialog", { name: `Order ${placed.paid}` });
    await sheet.getByRole("button", { name: "Mark as Shipped" }).waitFor();

    // A courier with no tracking page of ours ("Other courier"): letters, digits, spaces and - . / only;
    // anything else is refused with the failure toast.
    await sheet.getByLabel("Courier").selectOption("other");
    await sheet.getByLabel("Tracking number").fill("<b>nope</b>");
    await sheet.getByRole("button", { name: "Save Tracking" }).click();
    await expect.poll(() => toastText(page)).toBe("Error / Failed to update order");

    await sheet.getByLabel("Tracking number").fill("BLR-778812");
    await sheet.getByRole("button", { name: "Save Tracking" }).click();
    await expect.poll(() => toastText(page)).toBe("Order Updated / Order status has been updated successfully");
    // A tracking number forces shipped: the quick button moves on to delivery.
    await sheet.getByRole("button", { name: "Mark as Delivered" }).click();
    await expect.poll(() => sheet.getByLabel("Order status").inputValue()).toBe("delivered");
    await sheet.getByRole("button", { name: "Close" }).click();
    const row = page.getByRole("row", { name: new RegExp(placed.paid) });
    await row.getByText("Delivered").waitFor();
    await row.getByText("BLR-778812").waitFor();
    await page.close();
  });

  it("cancels an order, which puts its bags back in stock", async () => {
    const before = await stock(unpaidProductId);
    const page = await browser().newPage();
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByRole("button", { name: `Manage ${placed.unpaid}` }).click();
    const sheet = page.getByRole("dialog", { name: `Order ${placed.unpaid}` });
    await sheet.getByLabel("Order status").selectOption("cancelled");
    await sheet.getByText("Cancelling puts the order's bags back in stock.").waitFor();
    await sheet.getByRole("button", { name: "Update" }).click();
    await expect.poll(() => toastText(page)).toBe("Order Updated / Order status has been updated successfully");
    await expect.poll(() => stock(unpaidProductId)).toBe(before + 3);
    await page.close();
  });

  it("filters by status and exports what it shows as CSV", async () => {
    const page = await browser().newPage();
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByLabel("Status").selectOption("cancelled");
    // The unfiltered rows stay on screen until the server's answer replaces them.
    await page.getByText("Showing 1–1 of 1").waitFor();
    await page.getByRole("row", { name: new RegExp(placed.unpaid) }).waitFor();
    expect(await page.getByRole("row", { name: new RegExp(placed.paid) }).count()).toBe(0);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv.split(/\r?\n/)[0]).toMatch(/order/i);
    // What is shown is what is exported: the cancelled order only.
    expect(csv).toContain(placed.unpaid);
    expect(csv).not.toContain(placed.paid);
    await page.close();
  });

  it("pages through every order and searches all of them on the server, and exports what the search found", async () => {
    const page = await browser().newPage();
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByText(`Showing 1–50 of ${TOTAL_ORDERS}`).waitFor();
    expect(await page.getByRole("row", { name: new RegExp(placed.oldest) }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByText(`Showing 51–${TOTAL_ORDERS} of ${TOTAL_ORDERS}`).waitFor();
    await page.getByRole("row", { name: new RegExp(placed.oldest) }).waitFor();
    expect(await page.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Previous page" }).click();
    await page.getByText(`Showing 1–50 of ${TOTAL_ORDERS}`).waitFor();

    // The oldest order is not on this page: the search asks the server, not the rows loaded.
    await page.getByRole("searchbox", { name: "Search orders" }).fill("padma shet");
    await page.getByText("Showing 1–1 of 1").waitFor();
    await page.getByRole("row", { name: new RegExp(placed.oldest) }).waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const lines = (await readFile((await (await download).path())!, "utf8")).split(/\r?\n/).filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(placed.oldest);

    await page.getByRole("searchbox", { name: "Search orders" }).fill("");
    await page.getByText(`Showing 1–50 of ${TOTAL_ORDERS}`).waitFor();
    await page.close();
  });

  it("orders the whole list by a column, not only the page on screen", async () => {
    const page = await browser().newPage();
    await signIn(page, server.url);
    await openTab(page, "Orders");
    await page.getByText(`Showing 1–50 of ${TOTAL_ORDERS}`).waitFor();
    const firstRow = page.getByRole("row").nth(1);
    expect(await firstRow.textContent()).toContain(placed.unpaid);

    // Oldest first: the oldest order, on the second page a moment ago, now opens the first.
    const orderHeader = page.getByRole("columnheader", { name: "Order" });
    await orderHeader.getByRole("button").click();
    await expect.poll(() => orderHeader.getAttribute("aria-sort")).toBe("ascending");
    await expect.poll(() => firstRow.textContent()).toContain(placed.oldest);
    await page.getByText(`Showing 1–50 of ${TOTAL_ORDERS}`).waitFor();

    // Figures start largest first: Meera's two bags of Morning Dust (₹2,600 before tax) beat every other order.
    const totalHeader = page.getByRole("columnheader", { name: "Total" });
    await totalHeader.getByRole("button").click();
    await expect.poll(() => totalHeader.getAttribute("aria-sort")).toBe("descending");
    await expect.poll(() => firstRow.textContent()).toContain(placed.paid);
    await page.close();
  });
});
