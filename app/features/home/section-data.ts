/**
 * Readers for the home sections' free-form `data` (editable in the admin): each returns a complete,
 * typed value, falling back field by field, so an edited section can never break the page.
 */
type Json = Record<string, unknown> | null | undefined;

const str = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);
const strList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export type HeroSlide = {
  mood: string;
  moodSlug: string;
  coffee: string;
  productSlug: string;
  description: string;
  notes: string[];
};

export function heroSlides(data: Json): HeroSlide[] {
  const slides = Array.isArray(data?.slides) ? data.slides : [];
  return slides.map((raw) => {
    const s = obj(raw);
    return {
      mood: str(s.mood),
      moodSlug: str(s.moodSlug),
      coffee: str(s.coffee),
      productSlug: str(s.productSlug),
      description: str(s.description),
      notes: strList(s.notes),
    };
  });
}

export type Pillar = { name: string; title: string; description: string };
export type Philosophy = { pillars: Pillar[]; promise: { title: string; text: string; points: string[] } };

export function philosophyData(data: Json): Philosophy {
  const pillars = (Array.isArray(data?.pillars) ? data.pillars : []).map((raw) => {
    const p = obj(raw);
    return { name: str(p.name), title: str(p.title), description: str(p.description) };
  });
  const promise = obj(data?.promise);
  return { pillars, promise: { title: str(promise.title), text: str(promise.text), points: strList(promise.points) } };
}

export type BatchData = {
  productSlug: string;
  month: string;
  region: string;
  altitudeM: number | null;
  process: string;
  harvestDate: string;
  roastProfile: string;
  farmer: string;
  farmStory: string;
  brewRecommendation: string;
  brewingGuide: { water: string; grind: string; time: string; ratio: string };
  sustainability: string[];
};

export function batchData(data: Json): BatchData {
  const guide = obj(data?.brewingGuide);
  return {
    productSlug: str(data?.productSlug),
    month: str(data?.month),
    region: str(data?.region),
    altitudeM: typeof data?.altitudeM === "number" ? data.altitudeM : null,
    process: str(data?.process),
    harvestDate: str(data?.harvestDate),
    roastProfile: str(data?.roastProfile),
    farmer: str(data?.farmer),
    farmStory: str(data?.farmStory),
    brewRecommendation: str(data?.brewRecommendation),
    brewingGuide: {
      water: str(guide.water, "92-96°C"),
      grind: str(guide.grind, "Medium"),
      time: str(guide.time, "3-4 minutes"),
      ratio: str(guide.ratio, "1:16"),
    },
    sustainability: strList(data?.sustainability),
  };
}

export const listData = (data: Json, key: string): string[] => strList(data?.[key]);
