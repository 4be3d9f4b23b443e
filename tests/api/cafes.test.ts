import { expect, it } from "vitest";
import { CAFE_CITIES } from "@domain/cafes";
import type { PublicCafe } from "@domain/catalog";
import { eq } from "drizzle-orm";
import { CONTENT_CHANNEL } from "../../src/server/cache";
import { notify } from "../../src/server/db/client";
import { cafes } from "../../src/server/db/schema";
import { eachDatabase } from "../support/test-app";

eachDatabase("Cafés API", (app) => {
  it("lists approved cafés across the ten cities with real coordinates", async () => {
    const list: PublicCafe[] = await (await app().api("/api/cafes")).json();
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(new Set(list.map((c) => c.city))).toEqual(new Set(CAFE_CITIES));
    for (const cafe of list) {
      // South India: roughly 8°–14° N, 76°–81° E.
      expect(cafe.latitude).toBeGreaterThan(8);
      expect(cafe.latitude).toBeLessThan(14);
      expect(cafe.longitude).toBeGreaterThan(76);
      expect(cafe.longitude).toBeLessThan(81);
    }
    expect(list.filter((c) => c.weeklyPick)).toHaveLength(1);
  });

  it("filters by feature", async () => {
    const all: PublicCafe[] = await (await app().api("/api/cafes")).json();
    const wifi: PublicCafe[] = await (await app().api("/api/cafes?feature=strong_wifi")).json();
    expect(wifi.length).toBeGreaterThan(0);
    expect(wifi.length).toBeLessThan(all.length);
    expect(wifi.every((c) => c.features.includes("strong_wifi"))).toBe(true);
  });

  it("refuses an unknown feature with 400", async () => {
    const res = await app().api("/api/cafes?feature=free_parking");
    expect(res.status).toBe(400);
    expect((await res.json()).errors.feature).toMatch(/feature must be one of/);
  });

  it("puts the nearest café first for a location, with distances", async () => {
    // Standing on Ooty's Charing Cross.
    const list: PublicCafe[] = await (await app().api("/api/cafes?lat=11.4102&lng=76.6950")).json();
    expect(list[0]!.city).toBe("Ooty");
    expect(list[0]!.distanceKm).toBeLessThan(5);
    const distances = list.map((c) => c.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const chennai = list.find((c) => c.city === "Chennai")!;
    expect(chennai.distanceKm).toBeGreaterThan(400);
    expect(chennai.distanceKm).toBeLessThan(500);
  });

  it.each([
    ["/api/cafes?lat=12.9", "lat"],
    ["/api/cafes?lat=abc&lng=77", "lat"],
    ["/api/cafes?lat=95&lng=77", "lat"],
    ["/api/cafes?lat=12&lng=200", "lng"],
  ])("refuses %s with 400 naming %s", async (path, field) => {
    const res = await app().api(path);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toContain(field);
  });

  it("answers the café of the week", async () => {
    const pick: PublicCafe = await (await app().api("/api/cafes/weekly-pick")).json();
    expect(pick.weeklyPick).toBe(true);
    expect(pick.name).toBeTruthy();
  });

  it("lists a café once approved, never while pending", async () => {
    const { db } = app().services;
    const [pending] = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(cafes)
        .values({
          name: "Pending Brew Bar",
          address: "1 Test Road",
          city: "Chennai",
          latitude: 13.05,
          longitude: 80.25,
          status: "pending",
        })
        .returning();
      await notify(tx, CONTENT_CHANNEL);
      return rows;
    });
    const names = async () => ((await (await app().api("/api/cafes")).json()) as PublicCafe[]).map((c) => c.name);
    expect(await names()).not.toContain("Pending Brew Bar");
    await db.transaction(async (tx) => {
      await tx.update(cafes).set({ status: "approved" }).where(eq(cafes.id, pending!.id));
      await notify(tx, CONTENT_CHANNEL);
    });
    await expect.poll(names).toContain("Pending Brew Bar");
  });
});
