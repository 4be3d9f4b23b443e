import type { MoodCoffee, PublicMood } from "@domain/catalog";
import type { MoodChoice } from "@domain/moods";
import { toDecimalText } from "@domain/money";
import { isNumericId } from "@domain/slug";
import type { Cache } from "../../cache";
import type { Db } from "../../db/client";
import { listMoodMatches, listMoods } from "./moods.repo";

type Match = Awaited<ReturnType<typeof listMoodMatches>>[number];
export type MoodWithCoffees = PublicMood & { coffees: MoodCoffee[] };
export type MoodsService = ReturnType<typeof createMoodsService>;

const NOTES_PER_TILE = 2;

function toMoodCoffee({ coffee, product }: Match): MoodCoffee {
  const live = product?.isActive ? product : null;
  return {
    id: coffee.id,
    name: coffee.name,
    description: coffee.description,
    region: coffee.region,
    altitude: coffee.altitudeM,
    processMethod: coffee.processMethod,
    tastingNotes: coffee.tastingNotes,
    imageUrl: coffee.imageUrl,
    product: live && {
      id: live.id,
      slug: live.slug,
      name: live.name,
      price: toDecimalText(live.pricePaise),
      pricePaise: live.pricePaise,
      rating: live.rating,
      reviewCount: live.reviewCount,
      stockQuantity: live.stockQuantity,
      inStock: live.stockQuantity > 0,
      image: live.images[0] ?? coffee.imageUrl,
    },
  };
}

/** First note of each match, then the second of each, …: a tile shows the range of its coffees. */
function interleavedNotes(coffees: MoodCoffee[]): string[] {
  const depth = Math.max(0, ...coffees.map((coffee) => coffee.tastingNotes.length));
  const notes: string[] = [];
  for (let i = 0; i < depth; i++) {
    for (const coffee of coffees) {
      const note = coffee.tastingNotes[i];
      if (note && !notes.includes(note)) notes.push(note);
    }
  }
  return notes;
}

export function createMoodsService(db: Db, cache: Cache) {
  async function loadAll(): Promise<MoodWithCoffees[]> {
    const [rows, matches] = await Promise.all([listMoods(db), listMoodMatches(db)]);
    return rows.map((mood) => {
      const mine = matches.filter((match) => match.moodId === mood.id).map(toMoodCoffee);
      const notes = interleavedNotes(mine).slice(0, NOTES_PER_TILE);
      return {
        id: mood.id,
        slug: mood.slug,
        code: mood.code,
        name: mood.name,
        description: mood.description,
        emoji: mood.emoji,
        colorScheme: mood.colorScheme,
        colorCode: mood.colorCode,
        imageUrl: mood.imageUrl,
        characteristics: mood.characteristics,
        ritual: mood.ritual,
        coffeeIds: mine.map((coffee) => coffee.id),
        matchCount: mine.length,
        notes,
        coffees: mine,
      };
    });
  }
  const all = () => cache.get("moods", loadAll);
  const choices = () =>
    cache.get("mood-choices", async (): Promise<MoodChoice[]> =>
      (await listMoods(db)).map(({ code, name, offeredInSubscriptions }) => ({ code, name, offeredInSubscriptions })),
    );

  return {
    async listMoods(): Promise<PublicMood[]> {
      return (await all()).map(({ coffees: _coffees, ...mood }) => mood);
    },
    /** The live moods as the sign-up forms, their APIs and their mail offer and name them (decision 040). */
    moodChoices: choices,
    /** A mood by numeric id, slug (`calm-and-reflective-coffee-match`) or code (`calm-reflective`). */
    async findMood(key: string): Promise<MoodWithCoffees | undefined> {
      const wanted = key.toLowerCase();
      return (await all()).find((mood) =>
        isNumericId(key) ? mood.id === Number(key) : mood.slug === wanted || mood.code === wanted,
      );
    },
  };
}
