/** The generated catalogue and the shoppers' queries of `npm run bench:search`. */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";

const NOTES = [
  "Jasmine",
  "Cocoa",
  "Jaggery",
  "Orange blossom",
  "Cardamom",
  "Black pepper",
  "Dried fig",
  "Molasses",
  "Hibiscus",
  "Toffee",
  "Cinnamon",
  "Red grape",
  "Hazelnut",
  "Malt",
  "Lemongrass",
  "Apricot",
  "Cane sugar",
  "Clove",
];
const PLACES = [
  "Chikmagalur",
  "Coorg",
  "Nilgiris",
  "Pulney Hills",
  "Shevaroy Hills",
  "Bababudangiri",
  "Wayanad",
  "Araku Valley",
  "Biligiri Rangan",
  "Sakleshpur",
  "Kodaikanal",
  "Yercaud",
];
const ESTATES = ["Ridge", "Valley", "Cloud", "Shola", "Mist", "Peak", "Spring", "Forest", "River", "Stone"];
const PROCESSES = ["Washed", "Natural", "Honey", "Semi-Washed", "Fermented Natural"];
const ROASTS = ["Light Roast", "Medium Roast", "Dark Roast", "French Roast", "City Roast Medium"];
const MOODS = ["Calm & Reflective", "Energetic & Focused", "Cozy & Nostalgic", "Bold & Adventurous", "Soulful & Slow"];
const NAMES = ["Dawn", "Ember", "Monsoon", "Velvet", "Kaveri", "Harvest", "Saffron", "Lantern", "Cedar", "Tide"];

const arrayText = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
/** SQL choosing one of `values` by the integer expression `step` (constants of this file only). */
const pick = (values: string[], step: string) => sql.raw(`(${arrayText(values)})[1 + (${step}) % ${values.length}]`);

/** 200 queries a shopper might type: whole and half-typed words, two words, and one typo in three. */
export function queries(): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const from = (values: string[]) => values[Math.floor(next() * values.length)]!;
  const typo = (word: string) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return next() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  return Array.from({ length: 200 }, (_, i) => {
    const base = [
      from(NOTES),
      from(PLACES),
      from(PROCESSES).toLowerCase() + " process",
      from(ROASTS),
      from(NAMES),
      `${from(NAMES)} ${from(ESTATES)}`,
      from(MOODS).split(" ")[0]!,
      from(PLACES).slice(0, 4),
    ][i % 8]!;
    return i % 3 === 0
      ? base
          .split(" ")
          .map((w, j) => (j === 0 && w.length > 4 ? typo(w.toLowerCase()) : w))
          .join(" ")
      : base;
  });
}

/** Adds `products` generated coffees to the database (the server must be stopped on the embedded one). */
export async function addProducts(options: { dataDir: string; databaseUrl?: string }, products: number) {
  const database = await openDatabase({ ...options, poolSize: 1 });
  const i = "i";
  await database.db.execute(sql`
    insert into products (slug, name, description, price_paise, category, tasting_notes, origin, region, estate,
      processing_method, roast_level, mood_pairing, tags, stock_quantity)
    select 'bench-' || i, ${pick(NAMES, i)} || ' ' || ${pick(ESTATES, `${i} / 10`)} || ' ' || i,
      'A ' || lower(${pick(PROCESSES, `${i} / 3`)}) || ' lot from ' || ${pick(PLACES, `${i} / 7`)} || ', grown under shade.',
      50000 + (i % 50) * 1000, (array['single-origin','blend','specialty'])[1 + i % 3],
      array[${pick(NOTES, i)}, ${pick(NOTES, `${i} / 5`)}], ${pick(PLACES, `${i} / 7`)}, ${pick(PLACES, `${i} / 11`)},
      ${pick(ESTATES, `${i} / 13`)} || ' Estate', ${pick(PROCESSES, `${i} / 3`)}, ${pick(ROASTS, `${i} / 17`)},
      ${pick(MOODS, `${i} / 19`)}, array['bench'], 1 + i % 40
    from generate_series(1, ${products}) as s(i)`);
  // A running shop does not search through a bulk load's dead rows for long: PostgreSQL's autovacuum (off on
  // this machine's test server) and, on PGlite, the shop's own vacuum job (decision 093) reclaim them within
  // a minute. Done here, so that the measured searches do not race that minute.
  await database.db.execute(sql`vacuum (analyze)`);
  await database.close();
}
