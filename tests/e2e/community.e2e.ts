import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { toastText } from "./support/shop";

const browser = useBrowser();

describe("the community pages", () => {
  it("submits a story after asking for what is missing, then thanks the writer", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/submit-story`);
    const form = page.getByRole("form", { name: "Your story" });
    await form.getByLabel("Name *").fill("Lakshmi");
    await form.getByRole("button", { name: "Submit Story" }).click();
    await expect.poll(() => toastText(page)).toBe("Missing Information / Please fill in all required fields.");
    await form.getByLabel("Email *").fill(`lakshmi.${Date.now()}@example.com`);
    await form.getByLabel("Story title *").fill("The filter on Paati's shelf");
    const story = form.getByLabel(/Your story \*/);
    await story.fill("Every morning at five the brass filter began to drip.");
    await expect.poll(() => form.getByText(/^\d+ words?$/).textContent()).toBe("10 words");
    await form.getByLabel("Category").selectOption("culture");
    await form.getByLabel("Image URLs (comma-separated)").fill("https://example.com/filter.jpg");
    await form.getByRole("button", { name: "Submit Story" }).click();
    await page.getByRole("heading", { name: "Thank You for Sharing!" }).waitFor();
    expect(await page.locator("main").textContent()).toContain("Review takes 3-5 business days");
    await expect.poll(() => toastText(page)).toMatch(/^Story Submitted! \//);
    await page.close();
  });

  it("sends a contact message and confirms it clearly", async () => {
    const page = await browser().newPage();
    await visit(page, `${browser().baseUrl}/contact`);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Email *").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.getByText("Please enter a valid email").isVisible()).toBe(true);
    expect(await form.getByText("Please enter your name").isVisible()).toBe(true);
    await form.getByLabel("Name *").fill("Farhan");
    await form.getByLabel("Email *").fill(`farhan.${Date.now()}@example.com`);
    await form.getByLabel("Subject").fill("Wholesale");
    await form.getByLabel("Message *").fill("We'd love to pour your Coorg lot at our café in Vellore.");
    await form.getByRole("button", { name: "Send Message" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Message Sent!" });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain("We usually answer within one working day");
    await page.close();
  });

  it("subscribes from a plan with that plan chosen", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${browser().baseUrl}/subscription`);
    expect(await page.getByText("Most Popular").count()).toBe(1);
    for (const price of ["₹1,299", "₹2,299", "₹3,999"])
      expect(await page.getByText(price, { exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Subscribe Now to Estate Partner" }).click();
    const form = page.getByRole("form", { name: "Start your subscription" });
    expect(await form.getByRole("radio", { name: /Estate Partner/ }).isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("plan-email");
    await form.getByLabel("Email").fill(`plan.${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Start My Subscription" }).click();
    await expect
      .poll(() => toastText(page))
      .toBe("Missing Information / Please fill in all fields to start your subscription.");
    await form.getByLabel("Primary mood").selectOption("surprise");
    const request = page.waitForRequest((req) => req.url().endsWith("/api/subscriptions") && req.method() === "POST");
    await form.getByRole("button", { name: "Start My Subscription" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      plan: "estate-partner",
      primaryMood: "surprise",
      frequency: "monthly",
    });
    await expect
      .poll(() => toastText(page))
      .toBe("Subscription Started! / Your monthly coffee journey begins now. Check your email for details.");
    expect(await form.getByRole("link", { name: "Pay and start now" }).getAttribute("href")).toBe(
      "/subscription/start?plan=estate-partner&mood=surprise&frequency=monthly",
    );
    await page.close();
  });

  it("counts an article's view once per visit and remembers a like", async () => {
    const page = await browser().newPage();
    const url = `${browser().baseUrl}/blog/shade-grown-coffee-and-the-western-ghats`;
    const views = () => page.getByTestId("view-count").textContent();
    const counted = page.waitForResponse((res) => res.url().endsWith("/views") && res.request().method() === "POST");
    await visit(page, url);
    const { viewCount } = await (await counted).json();
    await expect.poll(views).toBe(viewCount.toLocaleString("en-IN"));
    const like = page.getByRole("button", { name: "Like" });
    await like.click();
    await expect.poll(() => page.getByRole("button", { name: "Liked" }).getAttribute("aria-pressed")).toBe("true");
    let posted = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/views")) posted += 1;
    });
    await visit(page, url);
    await expect.poll(() => page.getByRole("button", { name: "Liked" }).count()).toBe(1);
    expect(posted).toBe(0);
    await page.getByRole("button", { name: "Liked" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
    await page.close();
  });
});
