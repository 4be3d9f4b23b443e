/**
 * Search (issue 18, decision 090) on both databases: what it finds, how it ranks, the typos and
 * accents it forgives, an owner's edit found by the next search, and bad input answered with a 400.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { searchWords, type SearchSuggestions } from "@domain/search";
import { rowsOf } from "../../src/server/db/client";
import { findDocuments } from "../../src/server/features/search/search.repo";
import { MEND_AT, RESULT_LIMIT, SUGGEST_AT } from "../../src/server/features/search/search.service";
import { signInAdmin } from "../support/admin";
import { eachDatabase } from "../support/test-app";

eachDatabase("Search", (app) => {
  async function suggest(q: string): Promise<SearchSuggestions> {
    const res = await app().api(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    return (await res.json()) as SearchSuggestions;
  }
  const productNames = async (q: string) => (await suggest(q)).products.map((p) => p.name);
  const results = (q: string, filters = {}) => app().services.search.search(q, filters);

  it("finds a coffee by its name, with the exact name first", async () => {
    expect((await productNames("Morning Dust"))[0]).toBe("Morning Dust");
    expect((await productNames("stone drip"))[0]).toBe("Stone Drip");
  });

  it("finds coffees by tasting note, origin, region, estate, process, roast, mood and blend", async () => {
    expect(await productNames("jasmine")).toContain("Morning Dust");
    expect(await productNames("Coorg")).toContain("Forest Pour");
    expect(await productNames("Baba Budangiri")).toContain("Morning Dust");
    expect(await productNames("Kakkabe Hill Estate")).toEqual(["Forest Pour"]);
    expect(await productNames("honey process")).toContain("Golden Hush");
    expect(await productNames("french roast")).toEqual(["Still Smoke"]);
    expect(await productNames("soulful")).toContain("Stone Drip");
    const blends = (await results("blend")).products.map((p) => p.category);
    expect(blends.length).toBeGreaterThan(0);
    expect(new Set(blends)).toEqual(new Set(["blend"]));
  });

  it("ranks the exact name first, then a match in the name, then notes and origin, then the description", async () => {
    const admin = await signInAdmin(app());
    const add = (body: Record<string, unknown>) =>
      admin.json(admin.post("/products", { price: 700, stockQuantity: 5, ...body }), 201);
    // Created in the reverse of the expected order, so insertion order cannot pass the test.
    await add({ name: "Plain Harvest", description: "Sweet as a kesari bath on a festival morning." });
    await add({ name: "Saffron Field", tastingNotes: ["Kesari", "Cardamom"] });
    await add({ name: "Kesari Sunrise Lot", description: "A bright washed lot." });
    await add({ name: "Kesari", description: "The plainest name." });
    expect(await productNames("kesari")).toEqual(["Kesari", "Kesari Sunrise Lot", "Saffron Field", "Plain Harvest"]);
  });

  it("forgives typos and missing accents, and says what it searched for", async () => {
    expect(await productNames("chikmaglur")).toContain("Morning Dust");
    const mended = await results("chikmaglur");
    expect(mended.searchedFor).toBe("chikmagalur");
    expect(await productNames("natual process")).toEqual(
      expect.arrayContaining(["Earth Ember", "Bitter Gold", "Shevaroy Peaberry"]),
    );
    expect(await productNames("Bhūmi Morning")).toContain("Morning Dust");
    expect(await productNames("bhumi morning")).toContain("Morning Dust");
    expect(await productNames("jasmin")).toContain("Morning Dust");
  });

  it("suggests while the shopper types a word (a prefix) and finds moods and articles too", async () => {
    expect(await productNames("morn")).toContain("Morning Dust");
    const calm = await suggest("calm");
    expect(calm.moods.map((m) => m.name)).toContain("Calm & Reflective");
    const article = await suggest("filter coffee tradition");
    expect(article.articles.map((a) => a.slug)).toContain("kaapi-culture-south-indian-filter-coffee-tradition");
  });

  it("shows in the search box the search's first five coffees, and its moods and articles unless six coffees rank above them (decision 165)", async () => {
    // More coffees named "calm" and "roast" than the box shows, so that moods and articles rank on both sides
    // of the sixth coffee: the mood named "calm" above them, the articles that mention a roast far below.
    const admin = await signInAdmin(app());
    for (let i = 1; i <= 7; i++)
      await admin.json(admin.post("/products", { name: `Calm Roast Harbour ${i}`, price: 700, stockQuantity: 5 }), 201);
    const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug);
    for (const q of [
      "calm",
      "roast",
      "coffee",
      "morning",
      "filter coffee tradition",
      "natual process",
      "kaapi",
      "harbour",
    ]) {
      const { rows } = await findDocuments(app().services.db, searchWords(q), {
        mendAt: MEND_AT,
        suggestAt: SUGGEST_AT,
        limit: RESULT_LIMIT,
      });
      const coffees = rows.filter((r) => r.kind === "product");
      const box = await suggest(q);
      expect(
        box.products.map((p) => p.slug),
        q,
      ).toEqual(slugs(coffees.slice(0, 5)));
      const sixth = coffees[5] ? rows.indexOf(coffees[5]) : Infinity;
      for (const [kind, shown] of [
        ["mood", box.moods],
        ["article", box.articles],
      ] as const) {
        const ranked = rows.filter((r) => r.kind === kind);
        // The results page's own, best first; the first one it leaves out ranks below a sixth coffee.
        expect(slugs(shown), `${q}: ${kind}s`).toEqual(slugs(ranked.slice(0, shown.length)));
        if (shown.length < 3 && ranked[shown.length])
          expect(rows.indexOf(ranked[shown.length]!), `${q}: the first ${kind} left out`).toBeGreaterThan(sixth);
      }
    }
    // Both sides are met: "calm" shows its mood, above the coffees; "roast" leaves out the article that the
    // results page shows below its nineteen coffees.
    const calm = await suggest("calm");
    expect(calm.moods.map((m) => m.name)).toContain("Calm & Reflective");
    expect(calm.products).toHaveLength(5);
    expect((await suggest("roast")).articles).toEqual([]);
    expect((await results("roast")).articles.length).toBeGreaterThan(0);
  });

  it("applies the results page's filters: category, roast, process, mood and in stock", async () => {
    const all = await results("roast");
    expect(all.products.length).toBeGreaterThan(5);
    const light = await results("roast", { roast: "Light Roast" });
    expect(light.products.length).toBeGreaterThan(0);
    expect(light.products.every((p) => p.roastLevel === "Light Roast")).toBe(true);
    const washed = await results("roast", { process: "washed", category: "single-origin" });
    expect(washed.products.every((p) => p.processingMethod === "Washed" && p.category === "single-origin")).toBe(true);
    const calm = await results("roast", { mood: "Calm & Reflective" });
    expect(calm.products.every((p) => p.moodPairing === "Calm & Reflective")).toBe(true);
    const inStock = await results("roast", { inStock: true });
    expect(inStock.products.every((p) => p.inStock)).toBe(true);
    expect(inStock.products.length).toBe(all.products.filter((p) => p.inStock).length);
  });

  it("answers nothing found with the nearest words it knows", async () => {
    const none = await results("zzqx");
    expect(none.products).toEqual([]);
    const near = await results("espreso martini");
    expect(near.products.length + near.nearest.length).toBeGreaterThan(0);
    const nothing = await results("xylophone quokka");
    expect(nothing.products).toEqual([]);
    expect(nothing.nearest).not.toContain("xylophone");
  });

  it("finds an owner's edit at the next search, and stops finding a hidden coffee", async () => {
    const admin = await signInAdmin(app());
    const created = await admin.json<{ id: number; slug: string }>(
      admin.post("/products", {
        name: "Monsoon Malabar Tiffinwala",
        price: 900,
        stockQuantity: 7,
        tastingNotes: ["Tamarind", "Nutmeg"],
        processingMethod: "Natural",
      }),
      201,
    );
    expect(await productNames("tamarind")).toContain("Monsoon Malabar Tiffinwala");
    expect(await productNames("nutmeg natural")).toContain("Monsoon Malabar Tiffinwala");
    await admin.json(admin.put(`/products/${created.id}`, { name: "Malabar Monsoon Reserve", isActive: false }));
    expect(await productNames("malabar")).not.toContain("Malabar Monsoon Reserve");
    await admin.json(admin.put(`/products/${created.id}`, { isActive: true }));
    expect((await productNames("Malabar Monsoon Reserve"))[0]).toBe("Malabar Monsoon Reserve");
    // Its old name's words are gone from the words typos are mended towards; the new ones are there.
    const words = async () =>
      (
        (await app().services.db.execute(sql`select word from search_words`)) as unknown as { rows: { word: string }[] }
      ).rows.map((r) => r.word);
    expect(await words()).not.toContain("tiffinwala");
    expect(await words()).toContain("reserve");
  });

  it("ranks alike whether its walk in the shop's order sees every document, a few, none or as many as the words need (decisions 092, 161)", async () => {
    const find = (q: string, walk: number | undefined) =>
      findDocuments(app().services.db, searchWords(q), { mendAt: MEND_AT, suggestAt: SUGGEST_AT, limit: 7, walk });
    for (const q of ["roast", "coffee", "morning", "natual process", "kesari", "calm coffee", "chikmaglur", "zzqx"]) {
      const everything = await find(q, 100_000);
      for (const walk of [0, 1, 2, 5, 9, undefined]) {
        expect(await find(q, walk), `${q}, walking ${walk ?? "as the words need"}`).toEqual(everything);
      }
    }
    // Long enough answers for the walk to end in the middle of a tier.
    expect((await find("roast", 100_000)).rows.length).toBe(7);
  });

  it("walks as far as the words' matches need to fill the answer, and not at all when ranking them all reads less (decision 161)", async () => {
    // Counts far above the seeded catalogue's, so that the catalogue's size is the largest count (5,000).
    const walk = async (docs: number[], any: boolean) => {
      const [row] = rowsOf<{ walk: number }>(
        await app().services.db.execute(sql`select search_walk(${sql.param(docs)}::bigint[], ${any}, 60) as walk`),
      );
      return row!.walk;
    };
    // In every document: two answers' worth of documents hold two answers' worth of matches.
    expect(await walk([5_000], false)).toBe(120);
    expect(await walk([2_500, 2_500], true)).toBe(120);
    // Every word: the shares multiply (all × a half: 2,500 matches; × one in a hundred more: 25).
    expect(await walk([5_000, 2_500], false)).toBe(240);
    expect(await walk([5_000, 2_500, 50], false)).toBe(0);
    // Few matches: ranked through the index, as a walk would read far more documents than they are.
    expect(await walk([50], false)).toBe(0);
    expect(await walk([50, 50], true)).toBe(0);
    expect(await walk([], false)).toBe(0);
  });

  it("answers every kind of input without a server error; too long is a 400 with a message", async () => {
    for (const q of ["", "a", "'", "a:* & b", "!!!", "%_%", "\\", "(x | y)", "கோபி", "☕☕", "null", "0"]) {
      const res = await app().api(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    const long = await app().api(`/api/search?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toMatch(/under 100 characters/);
    const twice = await app().api("/api/search?q=a&q=b");
    expect(twice.status).toBe(200);
  });
});
