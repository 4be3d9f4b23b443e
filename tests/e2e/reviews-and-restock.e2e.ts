/**
 * Issue 18 items 3 and 4 on a phone, against the real built server with a real SMTP server on
 * loopback: a delivered order's mail leads to the review form; the owner approves the review in the
 * admin and it shows on the product page. A sold-out coffee takes "Notify me"; the owner restocks and
 * the one mail arrives, whose link stops further alerts. Its own server, because the shared one sends no mail.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Validator from "@adobe/structured-data-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../scripts/lib/server-process";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../support/smtp";
import { E2E_ADMIN } from "./support/global-setup";
import { openTab, signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { LAPTOP, PHONE, useBrowser, visit } from "./support/browser";

const browser = useBrowser();
let smtp: TestSmtp;
let server: ServerProcess;
let dataDir: string;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), "bb-reviews-"));
  server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(E2E_ADMIN),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const asOwner = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${server.url}/api/admin${url}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<any>;
};
const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
async function firstMailTo(address: string): Promise<ReceivedMail> {
  await expect.poll(() => mailTo(address).length, { timeout: 30_000 }).toBe(1);
  return mailTo(address)[0]!;
}
/** A link from a mail, opened on the server under test. */
const local = (link: string) => {
  const url = new URL(link);
  return `${server.url}${url.pathname}${url.search}`;
};
const products = async () =>
  (await (await fetch(`${server.url}/api/products`)).json()) as { id: number; slug: string; name: string }[];

describe("reviews and back in stock on a phone", () => {
  it("reviews a coffee from the delivery mail and sees it on the product page once approved", async () => {
    const [product] = await products();
    const email = "kavya@example.com";
    const order = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
      body: JSON.stringify({
        customerName: "Kavya Menon",
        customerEmail: email,
        customerPhone: "+91 9812345678",
        shippingAddress: { street: "4 Temple Road", city: "Mysuru", state: "Karnataka", pincode: "570001" },
        items: [{ id: product!.id, quantity: 1, weight: "250", brewingMethod: "south-indian-filter" }],
        subtotal: 1,
        shipping: 0,
        tax: 0,
        total: 1,
      }),
    });
    expect(order.status).toBe(201);
    const { order: placed } = (await order.json()) as { order: { id: number } };
    await asOwner("PATCH", `/orders/${placed.id}`, { paymentStatus: "paid" });
    await asOwner("PATCH", `/orders/${placed.id}`, { status: "delivered" });

    const mail = await firstMailTo(email);
    expect(mail.parsed.subject).toMatch(/^How is your coffee\?/);
    const link = /(http:\/\/[^\s]+\/review\?token=[^\s]+)/.exec(mail.parsed.text ?? "")![1]!;

    const page = await browser().newPage(PHONE);
    await visit(page, local(link));
    await page.getByRole("heading", { name: `Review ${product!.name}` }).waitFor();
    expect(await seriousViolations(page), "the review form").toEqual([]);
    await page.getByText("4 ★").click();
    await page.getByLabel("Title").fill("Like my grandmother's <b>kaapi</b>");
    await page
      .getByLabel("Your review")
      .fill("Thick, chocolatey decoction; lovely with hot milk and a little jaggery.");
    await page.getByRole("button", { name: "Send review" }).click();
    await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();

    // Not on the product page until the owner approves it.
    await visit(page, `${server.url}/product/${product!.slug}`);
    await page.getByRole("heading", { name: "Reviews from verified buyers" }).waitFor();
    expect(await page.getByText("No reviews yet.").isVisible()).toBe(true);

    const owner = await browser().newPage(LAPTOP);
    await signIn(owner, server.url);
    await openTab(owner, "Reviews");
    const card = owner.getByRole("listitem").filter({ hasText: "Like my grandmother's <b>kaapi</b>" });
    await card.getByRole("button", { name: "Approve" }).click();
    await card.getByText("Approved").waitFor();
    await owner.close();

    await visit(page, `${server.url}/product/${product!.slug}`);
    const reviews = page.getByRole("region", { name: "Reviews from verified buyers" });
    await reviews.getByText("Like my grandmother's <b>kaapi</b>").waitFor();
    expect(await reviews.getByText("Kavya M. · Verified buyer").isVisible()).toBe(true);
    expect(await page.locator("b", { hasText: "kaapi" }).count()).toBe(0);
    await reviews.getByText("(1 review)").waitFor();
    expect(await seriousViolations(page), "the product page with a review").toEqual([]);
    // The Product JSON-LD now carries the real rating and the review, valid for Google's rules.
    const html = await (await fetch(`${server.url}/product/${product!.slug}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((block) => block["@type"] === "Product")!;
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(ld.review).toMatchObject([{ name: "Like my grandmother's <b>kaapi</b>", author: { name: "Kavya M." } }]);
    expect(html).not.toContain("<b>kaapi</b>");
    const issues = (await new Validator().validate({ jsonld: { Product: [ld] } })) as { severity: string }[];
    expect(issues.filter((issue) => issue.severity === "ERROR")).toEqual([]);
    await page.close();
  });

  it("asks to be told when a sold-out coffee returns, and gets one mail when the owner restocks", async () => {
    const product = (await products())[1]!;
    await asOwner("POST", `/stock/${product.id}/adjust`, { stockQuantity: 0, reason: "correction" });
    const email = "arjun@example.com";
    const page = await browser().newPage(PHONE);
    await visit(page, `${server.url}/product/${product.slug}`);
    expect(await seriousViolations(page), "a sold-out product's Notify me").toEqual([]);
    await page.getByLabel(`Notify me when ${product.name} is back`).fill(email);
    await page.getByRole("button", { name: "Notify me" }).click();
    await page.getByRole("status").getByText(`We'll e-mail ${email} once`).waitFor();

    const stock = await asOwner("GET", "/stock");
    expect(stock.find((item: { productId: number }) => item.productId === product.id).waiting).toBe(1);
    await asOwner("POST", `/stock/${product.id}/adjust`, { delta: 20, reason: "restock" });

    const mail = await firstMailTo(email);
    expect(mail.parsed.subject).toBe(`${product.name} is back in stock — Bean & Bhūmi`);
    const stop = /Unsubscribe: (\S+)/.exec(mail.parsed.text ?? "")![1]!;
    await visit(page, local(stop));
    expect(await seriousViolations(page), "the back-in-stock stop page").toEqual([]);
    await page.getByRole("button", { name: "Stop these e-mails" }).click();
    await page.getByRole("heading", { name: "No more back-in-stock e-mails" }).waitFor();
    await page.close();
  });
});
