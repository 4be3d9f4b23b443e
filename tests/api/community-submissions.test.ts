/**
 * What visitors post to the public forms: cafés wait for review (never listed, never the weekly
 * pick), bad input is refused with a 400 naming the field (never a 5xx), markup is refused, and each
 * form is limited per address.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { PublicCafe } from "@domain/catalog";
import { cafes } from "../../src/server/db/schema";
import { SUBMISSION_LIMITS } from "../../src/server/http/submission-limits";
import { eachDatabase } from "../support/test-app";

const CAFE = {
  name: "Kaapi Katte",
  description: "Tiny stand-up counter by the bus stand.",
  address: "12 Car Street",
  city: "Salem",
  latitude: "11.6643",
  longitude: "78.146",
  rating: 4.5,
  imageUrl: "https://example.com/kaapi-katte.jpg",
  features: ["single_origin", "chill_vibes"],
  weeklyPick: false,
};

const VALID = {
  "/api/cafes": CAFE,
  "/api/stories": {
    name: "Asha",
    email: "asha@example.com",
    storyTitle: "First pour-over",
    story: "It changed everything.",
  },
  "/api/contact": { name: "Asha", email: "asha@example.com", message: "Do you ship to Port Blair?" },
  "/api/newsletter/subscribe": { email: "asha@example.com" },
  "/api/subscriptions": { email: "asha@example.com", primaryMood: "surprise", frequency: "monthly" },
} as const;
type Path = keyof typeof VALID;

eachDatabase("Community submissions", (app) => {
  const listed = async () => ((await (await app().api("/api/cafes")).json()) as PublicCafe[]).map((c) => c.name);

  it("stores a submitted café as pending review and keeps it off the finder", async () => {
    const res = await app().postJson("/api/cafes", CAFE);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, cafe: { name: "Kaapi Katte", city: "Salem", status: "pending" } });
    const [row] = await app().services.db.select().from(cafes).where(eq(cafes.id, body.cafe.id));
    expect(row).toMatchObject({
      status: "pending",
      weeklyPick: false,
      latitude: 11.6643,
      longitude: 78.146,
      rating: 4.5,
      state: "Tamil Nadu",
      features: ["single_origin", "chill_vibes"],
    });
    expect(await listed()).not.toContain("Kaapi Katte");
    expect(
      ((await (await app().api("/api/cafes?feature=chill_vibes")).json()) as PublicCafe[]).map((c) => c.name),
    ).not.toContain("Kaapi Katte");
  });

  it("never lets a submission become the café of the week", async () => {
    const before = await (await app().api("/api/cafes/weekly-pick")).json();
    const res = await app().postJson("/api/cafes", {
      ...CAFE,
      name: "Pick Me Café",
      weeklyPick: true,
      status: "approved",
    });
    expect(res.status).toBe(201);
    const [row] = await app().services.db.select().from(cafes).where(eq(cafes.name, "Pick Me Café"));
    expect(row).toMatchObject({ weeklyPick: false, status: "pending" });
    expect(await (await app().api("/api/cafes/weekly-pick")).json()).toEqual(before);
  });

  it("keeps a café sent twice while it waits once", async () => {
    const again = { ...CAFE, name: "Twice Brewed", address: "4 Fort Road" };
    expect((await app().postJson("/api/cafes", again)).status).toBe(201);
    expect((await app().postJson("/api/cafes", { ...again, name: "twice brewed" })).status).toBe(200);
    expect(await app().services.db.select().from(cafes).where(eq(cafes.address, "4 Fort Road"))).toHaveLength(1);
  });

  it("stores coordinates that are not numbers as unknown, not 0, with the default rating", async () => {
    const res = await app().postJson("/api/cafes", {
      name: "Somewhere Café",
      address: "Near the temple",
      city: "Madurai",
      latitude: "near the temple",
      longitude: "",
      rating: "",
    });
    expect(res.status).toBe(201);
    const [row] = await app().services.db.select().from(cafes).where(eq(cafes.name, "Somewhere Café"));
    expect(row).toMatchObject({
      latitude: null,
      longitude: null,
      rating: 4,
      description: "",
      features: [],
      imageUrl: null,
    });
  });

  it("keeps what a visitor typed as text: markup is refused, field by field", async () => {
    for (const field of ["name", "description", "address"] as const) {
      const res = await app().postJson("/api/cafes", { ...CAFE, [field]: `<script>alert("x")</script>` });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual([field]);
    }
    const res = await app().postJson("/api/stories", {
      ...VALID["/api/stories"],
      story: 'Nice <img src=x onerror="alert(1)">',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.story).toBe("Story must not contain HTML tags");
    // Angle brackets that are not markup are fine.
    expect(
      (await app().postJson("/api/contact", { ...VALID["/api/contact"], message: "I <3 your kaapi, 2 < 3" })).status,
    ).toBe(201);
  });

  it.each<[Path, Record<string, unknown>, string, RegExp]>([
    ["/api/cafes", { ...CAFE, name: "" }, "name", /Please enter the café's name/],
    ["/api/cafes", { ...CAFE, address: undefined }, "address", /Please enter the café's address/],
    ["/api/cafes", { ...CAFE, city: "Hyderabad" }, "city", /Please choose a city from the list/],
    ["/api/cafes", { ...CAFE, latitude: 123 }, "latitude", /between -90 and 90/],
    ["/api/cafes", { ...CAFE, longitude: { deg: 78 } }, "longitude", /must be a number/],
    ["/api/cafes", { ...CAFE, rating: 4.2 }, "rating", /one of 5, 4.5, 4, 3.5 or 3/],
    ["/api/cafes", { ...CAFE, imageUrl: "javascript:alert(1)" }, "imageUrl", /http:\/\/ or https:\/\//],
    ["/api/cafes", { ...CAFE, features: ["free_parking"] }, "features.0", /Features must be among/],
    ["/api/cafes", { ...CAFE, features: "chill_vibes" }, "features", /must be a list/],
    ["/api/cafes", { ...CAFE, name: 42 }, "name", /Name must be text/],
    ["/api/cafes", { ...CAFE, description: "x".repeat(1001) }, "description", /at most 1000 characters/],
    ["/api/stories", { ...VALID["/api/stories"], email: "nope" }, "email", /valid email/],
    ["/api/stories", { ...VALID["/api/stories"], storyTitle: "  " }, "storyTitle", /give your story a title/],
    ["/api/stories", { ...VALID["/api/stories"], category: "gossip" }, "category", /listed categories/],
    [
      "/api/stories",
      { ...VALID["/api/stories"], images: "https://a.example/1.jpg, ftp://b" },
      "images.1",
      /web address/,
    ],
    ["/api/stories", { ...VALID["/api/stories"], story: "word ".repeat(5000) }, "story", /at most 20000 characters/],
    ["/api/contact", { ...VALID["/api/contact"], message: "" }, "message", /Please write your message/],
    ["/api/contact", { ...VALID["/api/contact"], name: ["Asha"] }, "name", /Name must be text/],
    ["/api/contact", { ...VALID["/api/contact"], email: "x".repeat(300) + "@example.com" }, "email", /valid email/],
    ["/api/subscriptions", { ...VALID["/api/subscriptions"], plan: "gold" }, "plan", /listed plans/],
  ])("%s refuses %j with 400 naming %s", async (path, body, field, message) => {
    const res = await app().postJson(path, body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors[field]).toMatch(message);
    expect(json.message).toMatch(message);
  });

  it.each(Object.keys(VALID) as Path[])("%s answers 4xx, never 5xx, to malformed bodies", async (path) => {
    for (const body of ["not json", "[1,2]", "null", '"text"', "{"]) {
      const res = await app().api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
      expect(typeof (await res.json()).message).toBe("string");
    }
    const huge = await app().api(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
  });

  // Last: they use up this address's allowance.
  it.each<[Path, keyof typeof SUBMISSION_LIMITS]>([
    ["/api/cafes", "cafe"],
    ["/api/stories", "story"],
    ["/api/contact", "contact"],
    ["/api/newsletter/subscribe", "signUp"],
  ])("%s is limited per address (429 with Retry-After)", async (path, rule) => {
    const limit = SUBMISSION_LIMITS[rule].limit;
    let last: Response | undefined;
    for (let i = 0; i <= limit; i += 1) {
      last = await app().postJson(path, {
        ...VALID[path],
        name: `Limit ${i}`,
        storyTitle: `Limit ${i}`,
        message: `Limit ${i}`,
        address: `${i} Limit Road`,
      });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await last!.json()).message).toMatch(/Too many requests/);
  });
});
