/**
 * The server-rendered pages offer a mood the owner adds in the admin (decision 040): the discovery page's
 * cards, the home page's newsletter and subscription choices and /subscription's. What the APIs, mail and
 * suggester do with it: tests/api/new-mood-everywhere.test.ts. The mood is deleted afterwards, so the other
 * specs on this shared server see the seeded six.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sharedServerUrl } from "./support/shared-server";
import { adminClient, type AdminClient } from "../support/admin";

const baseUrl = sharedServerUrl();
const NAME = "Monsoon & Mellow";
const CODE = "monsoon-mellow";
let admin: AdminClient;
let created: { id: number; code: string } | undefined;

async function signIn(): Promise<AdminClient> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(inject("adminCredentials")),
  });
  if (response.status !== 200) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return adminClient(
    { api: (path, init) => fetch(`${baseUrl}${path}`, init) },
    ((await response.json()) as { token: string }).token,
  );
}

const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();
/** The options of the `<select id=…>` in a page's HTML, as [value, label] pairs. */
function optionsOf(page: string, id: string): string[][] {
  const select = new RegExp(`<select[^>]*id="${id}"[^>]*>([\\s\\S]*?)</select>`).exec(page)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1]!, m[2]!]);
}
const OFFERED = [CODE, "Monsoon &amp; Mellow"];

describe("a mood the owner adds, on the server-rendered pages", () => {
  beforeAll(async () => {
    admin = await signIn();
    created = await admin.json(
      admin.post("/moods", { name: NAME, description: "Rain on the tin roof, a long afternoon and nowhere to be." }),
      201,
    );
  });
  afterAll(async () => {
    // Only when a test failed before the last one deleted it.
    if (created) await admin.del(`/moods/${created.id}`);
  });

  it("is a card on the discovery page", async () => {
    expect(created?.code).toBe(CODE);
    await expect.poll(() => html("/discover-your-mood")).toContain("Monsoon &amp; Mellow");
  });

  it("is a choice of the home page's newsletter and subscription forms", async () => {
    await expect.poll(async () => optionsOf(await html("/"), "newsletter-mood")).toContainEqual(OFFERED);
    const home = await html("/");
    const subscription = optionsOf(home, "subscription-mood");
    expect(subscription).toContainEqual(OFFERED);
    expect(subscription.at(-1)).toEqual(["surprise", "Surprise me"]);
    // The seeded choices stay as they were: all six for the newsletter, three and Surprise me for subscriptions.
    expect(optionsOf(home, "newsletter-mood").map(([value]) => value)).toEqual([
      "",
      CODE,
      "calm-reflective",
      "energetic-focused",
      "cozy-nostalgic",
      "bold-adventurous",
      "soulful-slow",
      "creative-inspired",
    ]);
    expect(subscription.map(([value]) => value)).toEqual([
      "",
      CODE,
      "calm-reflective",
      "energetic-focused",
      "cozy-nostalgic",
      "surprise",
    ]);
  });

  it("is a choice of /subscription's sign-up", async () => {
    await expect.poll(async () => optionsOf(await html("/subscription"), "plan-mood")).toContainEqual(OFFERED);
  });

  it("is gone from the pages once the owner deletes it", async () => {
    await admin.json(admin.del(`/moods/${created!.id}`), 204);
    created = undefined;
    // The page cache follows the catalogue's notification.
    await expect.poll(() => html("/discover-your-mood")).not.toContain("Monsoon &amp; Mellow");
    await expect.poll(async () => optionsOf(await html("/"), "newsletter-mood")).not.toContainEqual(OFFERED);
    expect(optionsOf(await html("/subscription"), "plan-mood")).not.toContainEqual(OFFERED);
  });
});
