/**
 * Looks at the sandbox provider's window as a shopper would: a production server on a fresh data
 * directory, a real order, the window opened on a real page under the page CSP, screenshots of each
 * tab at 360 px and 1366 px, then Pay → the handler gets a Razorpay-shaped response and the order is
 * paid. Run: `npx tsx scripts/sandbox-window-shots.ts /tmp/shots-sandbox`.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { ensureBuild, startServer } from "./lib/server-process";

const outDir = process.argv[2] ?? "/tmp/shots-sandbox";
await mkdir(outDir, { recursive: true });
ensureBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), "bb-shots-"));
const server = await startServer({ DATA_DIR: dataDir });
const profile = await mkdtemp(path.join(tmpdir(), "bb-chromium-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
  locale: "en-IN",
});
const post = async (p: string, body: unknown, token?: string) => {
  const res = await fetch(`${server.url}${p}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { "X-Order-Token": token } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return res.json();
};
try {
  const placed = await post("/api/orders", {
    customerName: "Asha Rao",
    customerEmail: "asha@example.com",
    customerPhone: "+91 98765 43210",
    shippingAddress: { street: "12 MG Road, Ashok Nagar", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
    items: [
      { id: 1, quantity: 1, weight: "250", brewingMethod: "pour-over" },
      { id: 3, quantity: 2, weight: "500" },
    ],
  });
  const shots: [string, { width: number; height: number }, Record<string, string>][] = [
    ["upi-360", { width: 360, height: 740 }, { method: "upi", upiApp: "Paytm" }],
    ["card-360", { width: 360, height: 740 }, { method: "card" }],
    ["netbanking-1366", { width: 1366, height: 850 }, { method: "netbanking", bank: "icici" }],
    ["upi-1366", { width: 1366, height: 850 }, {}],
  ];
  const errors: string[] = [];
  for (const [name, viewport, prefill] of shots) {
    await post(
      "/api/orders/process-payment",
      {
        orderId: placed.order.id,
        paymentMethod: prefill.method ?? "provider",
        paymentDetails: prefill.upiApp ? { upiApp: prefill.upiApp } : prefill.bank ? { bank: prefill.bank } : undefined,
      },
      placed.accessToken,
    );
    const created = await post(
      "/api/sandbox/create-order",
      { orderId: placed.order.id, amount: 0 },
      placed.accessToken,
    );
    const page = await browser.newPage();
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/shop`);
    await page.addScriptTag({ url: "/api/sandbox/checkout.js" });
    // A string, not a function: tsx's helpers would not exist inside the page.
    await page.evaluate(`(() => {
      const checkout = new window.SandboxCheckout({
        key: ${JSON.stringify(created.key)}, amount: ${created.amount}, currency: "INR", order_id: ${JSON.stringify(created.orderId)}, order_token: ${JSON.stringify(placed.accessToken)},
        name: "Bean & Bhūmi", description: "Order ${placed.order.orderNumber}",
        prefill: Object.assign({ name: "Asha Rao", email: "asha@example.com", contact: "+919876543210" }, ${JSON.stringify(prefill)}),
        theme: { color: "#6b4a35" },
        handler: (response) => { window.result = { paid: response }; },
        modal: { ondismiss: () => { window.result = { dismissed: true }; } },
      });
      checkout.on("payment.failed", (response) => { window.result = { failed: response }; });
      checkout.open();
    })()`);
    await page.getByRole("dialog", { name: "Test payment" }).waitFor();
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
    if (name === "upi-1366") {
      await page.getByRole("button", { name: /^Pay ₹/ }).click();
      // waitForFunction evaluates strings with eval, which the page CSP rightly forbids: poll instead.
      while ((await page.evaluate("window.result")) === undefined) await page.waitForTimeout(100);
      console.log("after Pay:", JSON.stringify(await page.evaluate("window.result")));
    } else {
      await page.keyboard.press("Escape");
      console.log(`${name} Escape →`, JSON.stringify(await page.evaluate("window.result")));
    }
    await page.close();
  }
  const order = await (
    await fetch(`${server.url}/api/orders/${placed.order.orderNumber}`, {
      headers: { "X-Order-Token": placed.accessToken },
    })
  ).json();
  console.log("order now:", order.order.status, order.order.paymentStatus, order.order.paymentMethod);
  console.log(errors.length ? `page errors: ${errors.join(" | ")}` : "no page errors");
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(profile, { recursive: true, force: true });
}
