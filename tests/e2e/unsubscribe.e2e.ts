/**
 * The newsletter's confirmation mail (double opt-in, decision 034) and then its welcome mail, read from
 * a real SMTP server on loopback, and their links followed in the browser. Its own server, because the
 * shared one sends no mail.
 */
import { describe, expect, it } from "vitest";
import { PHONE, useBrowser, visit } from "./support/browser";
import { useMailingServer } from "./support/mailing-server";

const browser = useBrowser();
const mailing = useMailingServer("unsubscribe");

const local = mailing.local;

describe("unsubscribing from the newsletter", () => {
  it("confirms the sign-up from its mail, then follows the welcome mail's Unsubscribe link", async () => {
    const page = await browser().newPage(PHONE);
    await visit(page, `${mailing.server().url}/`);
    const form = page.getByRole("region", { name: /Join the Bean & Bhūmi Community/ });
    await form.getByLabel("Email").fill("devi@example.com");
    await form.getByRole("button", { name: "Join the Community" }).click();

    const toDevi = () => mailing.smtp().received.filter((mail) => mail.to.includes("devi@example.com"));
    await expect.poll(() => toDevi().length, { timeout: 30_000 }).toBe(1);
    const ask = toDevi()[0]!;
    expect(ask.parsed.subject).toBe("Please confirm your sign-up — Bean & Bhūmi");
    const confirmLink = /href="([^"]*\/confirm\?token=[^"]+)"/
      .exec(String(ask.parsed.html))![1]!
      .replaceAll("&amp;", "&");
    // No SITE_URL here: links carry the address announced at start, never the request's Host.
    expect(confirmLink.startsWith(`http://localhost:${new URL(mailing.server().url).port}/confirm?token=`)).toBe(true);
    await visit(page, local(confirmLink));
    await page.getByRole("heading", { name: "Confirm your newsletter sign-up?" }).waitFor();
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await page.getByRole("heading", { name: "You're on the list" }).waitFor();

    await expect.poll(() => toDevi().length, { timeout: 30_000 }).toBe(2);
    const mail = toDevi()[1]!;
    expect(mail.parsed.subject).toBe("Welcome to Bean & Bhūmi");
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = local(
      /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(String(mail.parsed.html))![1]!.replaceAll("&amp;", "&"),
    );

    await visit(page, link);
    await page.getByRole("heading", { name: "Unsubscribe from our newsletter?" }).waitFor();
    expect(await page.locator("main").textContent()).toContain("devi@example.com");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();

    // The link keeps answering, and says the address is already off the list.
    await visit(page, link);
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    const status = await (
      await fetch(`${mailing.server().url}/api/newsletter/unsubscribe?${new URL(link).searchParams}`)
    ).json();
    expect(status).toEqual({ email: "devi@example.com", subscribed: false });

    await visit(page, `${mailing.server().url}/unsubscribe?token=forged.token`);
    await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    await page.close();
  });
});
