import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { AdminCafe, AdminCoffee, AdminMood } from "@domain/admin/types";
import { cafes } from "../../src/server/db/schema";
import { signInAdmin, type AdminClient } from "../support/admin";
import { eachDatabase } from "../support/test-app";

const cafe = {
  name: "Filter Stop",
  description: "Davara-tumbler kaapi by the lake",
  address: "Race Course Road",
  city: "Coimbatore",
  latitude: 11.0,
  longitude: 76.97,
  features: ["chill_vibes"],
};

eachDatabase("Admin coffees, moods and cafés", (app) => {
  let admin: AdminClient;
  beforeAll(async () => {
    admin = await signInAdmin(app());
  });

  it("coffees: create, update, delete, with the form's rules", async () => {
    const created = await admin.json<AdminCoffee>(
      admin.post("/coffees", {
        name: "Bababudan Peaberry",
        region: "Chikmagalur",
        description: "Round and sweet",
        altitude: "1400",
        price: 640,
        tastingNotes: "Cocoa, Fig",
        processMethod: "Washed",
        image: "https://example.com/pb.jpg",
      }),
      201,
    );
    expect(created).toMatchObject({
      altitude: 1400,
      price: 640,
      pricePaise: 64000,
      processingMethod: "Washed",
      processMethod: "Washed",
      imageUrl: "https://example.com/pb.jpg",
      tastingNotes: ["Cocoa", "Fig"],
      category: "single-origin",
    });
    const updated = await admin.json<AdminCoffee>(
      admin.put(`/coffees/${created.id}`, { price: "655.50", roastLevel: "medium-dark" }),
    );
    expect(updated).toMatchObject({ name: "Bababudan Peaberry", price: 655.5, roastLevel: "medium-dark" });
    const bad = await admin.post("/coffees", {
      name: "x",
      region: "",
      description: "",
      altitude: "high",
      image: "ftp://x",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      region: "Region is required",
      description: "Description is required",
      altitude: "Altitude must be a number",
      imageUrl: expect.stringMatching(/URL/),
    });
    expect((await admin.put("/coffees/999999", { name: "x" })).status).toBe(404);
    expect((await admin.del(`/coffees/${created.id}`)).status).toBe(204);
    expect((await admin.json<AdminCoffee[]>(admin.get("/coffees"))).some((c) => c.id === created.id)).toBe(false);
  });

  it("moods: create with coffees, rename (slug follows), delete really deletes — and the public API follows at once", async () => {
    const coffees = await admin.json<AdminCoffee[]>(admin.get("/coffees"));
    const ids = coffees.slice(0, 2).map((c) => c.id);
    const created = await admin.json<AdminMood>(
      admin.post("/moods", { name: "Rainy & Slow", emoji: "🌧", coffeeIds: ids, characteristics: "Earthy, Warm" }),
      201,
    );
    expect(created).toMatchObject({
      slug: "rainy-and-slow-coffee-match",
      code: "rainy-slow",
      colorCode: "#8B4513",
      coffeeIds: ids,
      characteristics: ["Earthy", "Warm"],
    });
    expect((await app().api("/api/moods/rainy-and-slow-coffee-match")).status).toBe(200);
    const renamed = await admin.json<AdminMood>(
      admin.put(`/moods/${created.id}`, { name: "Monsoon Mood", coffeeIds: [ids[1]] }),
    );
    expect(renamed).toMatchObject({ slug: "monsoon-mood-coffee-match", coffeeIds: [ids[1]] });
    const taken = await admin.post("/moods", { name: "Monsoon Mood" });
    expect(taken.status).toBe(409);
    const unknown = await admin.post("/moods", { name: "Ghost", coffeeIds: [999999] });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.coffeeIds).toMatch(/Unknown coffee/);
    expect((await admin.post("/moods", { name: "Loud", emoji: "🎉🎉🎉", colorCode: "red" })).status).toBe(400);
    expect((await admin.del(`/moods/${created.id}`)).status).toBe(204);
    expect((await app().api("/api/moods/monsoon-mood-coffee-match")).status).toBe(404);
    expect((await admin.del(`/moods/${created.id}`)).status).toBe(404);
  });

  it("cafés: the admin's own are listed at once; one weekly pick at a time", async () => {
    const created = await admin.json<AdminCafe>(admin.post("/cafes", { ...cafe, weeklyPick: true }), 201);
    expect(created).toMatchObject({ status: "approved", weeklyPick: true });
    const listed = (await (await app().api("/api/cafes")).json()) as { id: number }[];
    expect(listed.some((c) => c.id === created.id)).toBe(true);
    expect((await (await app().api("/api/cafes/weekly-pick")).json()).id).toBe(created.id);
    const second = await admin.json<AdminCafe>(admin.post("/cafes", { ...cafe, name: "Second Pick" }), 201);
    await admin.json(admin.put(`/cafes/${second.id}`, { weeklyPick: true }));
    const all = await admin.json<AdminCafe[]>(admin.get("/cafes"));
    expect(all.filter((c) => c.weeklyPick).map((c) => c.id)).toEqual([second.id]);
    expect((await (await app().api("/api/cafes/weekly-pick")).json()).id).toBe(second.id);
    expect((await admin.del(`/cafes/${second.id}`)).status).toBe(204);
    expect((await admin.del(`/cafes/${second.id}`)).status).toBe(404);
  });

  it("cafés: a visitor's submission waits, is approved into the list, and cannot be approved without coordinates", async () => {
    const db = app().services.db;
    const [pending] = await db
      .insert(cafes)
      .values({
        ...cafe,
        name: "Submitted Spot",
        status: "pending",
        latitude: null,
        longitude: null,
        submittedByEmail: "v@example.com",
      })
      .returning();
    const queue = await admin.json<AdminCafe[]>(admin.get("/cafes?status=pending"));
    expect(queue.map((c) => c.id)).toContain(pending!.id);
    const refused = await admin.post(`/cafes/${pending!.id}/approve`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/latitude and longitude/);
    expect((await admin.put(`/cafes/${pending!.id}`, { weeklyPick: true })).status).toBe(400);
    await admin.json(admin.put(`/cafes/${pending!.id}`, { latitude: "11.41", longitude: "76.70" }));
    const approved = await admin.json<AdminCafe>(admin.post(`/cafes/${pending!.id}/approve`));
    expect(approved).toMatchObject({ status: "approved", latitude: 11.41, reviewedAt: expect.any(String) });
    await expect
      .poll(async () =>
        ((await (await app().api("/api/cafes")).json()) as { name: string }[]).some((c) => c.name === "Submitted Spot"),
      )
      .toBe(true);
    const rejected = await admin.json<AdminCafe>(admin.post(`/cafes/${pending!.id}/reject`));
    expect(rejected.status).toBe("rejected");
    await expect
      .poll(async () =>
        ((await (await app().api("/api/cafes")).json()) as { name: string }[]).some((c) => c.name === "Submitted Spot"),
      )
      .toBe(false);
    const [row] = await db.select().from(cafes).where(eq(cafes.id, pending!.id));
    expect(row!.status).toBe("rejected");
  });

  it("cafés: the form's rules", async () => {
    const bad = await admin.post("/cafes", {
      name: "",
      description: "",
      address: "",
      latitude: "north",
      features: ["karaoke"],
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      name: "Name is required",
      description: "Description is required",
      address: "Address is required",
      latitude: "Latitude must be a number",
      "features.0": expect.stringMatching(/Features/),
    });
    expect((await admin.post("/cafes", { ...cafe, latitude: null })).status).toBe(409);
  });
});
