import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { PublicProduct } from "@domain/catalog";
import { notify } from "../../src/server/db/client";
import { CATALOG_CHANNEL } from "../../src/server/cache";
import { eachDatabase } from "../support/test-app";

async function products(api: (p: string, i?: RequestInit) => Promise<Response>): Promise<PublicProduct[]> {
  const res = await api("/api/products");
  expect(res.status).toBe(200);
  return res.json();
}

eachDatabase("Catalogue API", (app) => {
  it("lists the seeded catalogue with prices as rupee decimal text", async () => {
    const list = await products(app().api);
    expect(list).toHaveLength(12);
    const morningDust = list.find((p) => p.slug === "morning-dust-light-roast-coffee")!;
    expect(morningDust).toMatchObject({
      name: "Morning Dust",
      price: "1300.00",
      pricePaise: 130000,
      stockQuantity: 244,
      limitedTo: 400,
      inStock: true,
    });
    expect(morningDust.gramOptions).toEqual([
      { weight: "100g", price: "525.00", pricePaise: 52500 },
      { weight: "250g", price: "1300.00", pricePaise: 130000 },
      { weight: "500g", price: "2625.00", pricePaise: 262500 },
    ]);
  });

  it("never sends the cost price", async () => {
    const res = await app().api("/api/products");
    const text = await res.text();
    expect(text).not.toMatch(/cost/i);
    const one = await (await app().api("/api/products/1")).text();
    expect(one).not.toMatch(/cost/i);
  });

  it("lists the eight named blends and an out-of-stock coffee", async () => {
    const list = await products(app().api);
    const names = list.map((p) => p.name);
    for (const name of [
      "Morning Dust",
      "Earth Ember",
      "Forest Pour",
      "Golden Hush",
      "Stone Drip",
      "Clay Ritual",
      "Bitter Gold",
      "Still Smoke",
    ]) {
      expect(names).toContain(name);
    }
    const soldOut = list.filter((p) => !p.inStock);
    expect(soldOut.map((p) => p.stockQuantity)).toEqual([0]);
  });

  it("finds one product by id and by slug", async () => {
    const byId = await (await app().api("/api/products/1")).json();
    const bySlug = await (await app().api(`/api/products/${byId.slug}`)).json();
    expect(bySlug).toEqual(byId);
  });

  it.each(["/api/products/99999", "/api/products/no-such-coffee", "/api/products/0"])(
    "answers %s with a JSON 404",
    async (path) => {
      const res = await app().api(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Product not found" });
    },
  );

  it("does not list or serve an inactive product", async () => {
    const { db } = app().services;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update products set is_active = false where slug = 'stone-drip-cold-brew-coffee'`);
      await notify(tx, CATALOG_CHANNEL);
    });
    try {
      await expect
        .poll(async () => (await products(app().api)).some((p) => p.slug === "stone-drip-cold-brew-coffee"))
        .toBe(false);
      expect((await app().api("/api/products/stone-drip-cold-brew-coffee")).status).toBe(404);
    } finally {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update products set is_active = true where slug = 'stone-drip-cold-brew-coffee'`);
        await notify(tx, CATALOG_CHANNEL);
      });
    }
  });

  it("shows a committed price change at once (cache invalidated by NOTIFY)", async () => {
    expect((await products(app().api))[1]!.price).toBe("720.00");
    await app().services.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price_paise = 74550 where id = 2`);
      await notify(tx, CATALOG_CHANNEL);
    });
    await expect.poll(async () => (await products(app().api))[1]!.price).toBe("745.50");
    expect((await (await app().api("/api/products/2")).json()).pricePaise).toBe(74550);
  });

  it("supports conditional requests and compression on the product list", async () => {
    const first = await app().api("/api/products", { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"/);
    await first.arrayBuffer();
    const again = await app().api("/api/products", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
  });
});
