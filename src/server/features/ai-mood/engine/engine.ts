/**
 * The built-in mood suggester: no network, deterministic, well under a millisecond. Reads the feeling
 * with the lexicon and the learned model together (decision 070), picks one of the shop's live moods
 * (decision 071), then a blend, a way to brew it and a café from the live catalogue and café list.
 */
import { isBlendName, type AiRecommendation } from "@domain/ai-mood";
import type { LatLng } from "@domain/geo";
import { combine, type Probabilities } from "../model/combine";
import type { MoodModel, Reading } from "../model/mood-model";
import { sharedMoodModel } from "../model/shared";
import { brewingFor } from "./brew";
import { chooseBlend, describeBlend, unlistedBlend, wantedStrength, type BlendSource } from "./blend";
import { chooseCafe, describeCafe, type CafeSource } from "./cafe";
import { createClassifier, type Classification, type ClassifierOptions } from "./classify";
import { createMoodChooser, type Chosen, type MoodChooser, type MoodSource } from "./live-moods";
import { CR, DEFAULT_MOOD_NAMES, MOOD_CODES, type MoodCode } from "./moods";
import { emotionalResponse, hashText } from "./respond";
import { understoodCues } from "./understood";

export type { MoodSource } from "./live-moods";
export type Sources = { moods: readonly MoodSource[]; products: readonly BlendSource[]; cafes: readonly CafeSource[] };
export type Suggestion = {
  recommendation: AiRecommendation;
  /** The trained mood the answer was built from. */
  mood: MoodCode;
  /** The live mood's code (an owner's new mood has its own). */
  code: string;
  classification: Classification;
  probabilities: Probabilities;
  /** The engine's probability for its own pick: below UNSURE the optional language model may overrule it. */
  confidence: number;
  /** False when no feeling could be read at all (nonsense, a greeting, a question about prices). */
  understood: boolean;
};

/** Where the lexicon found no feeling word, the model's "no feeling" at or above this means none was read. */
export const NO_FEELING_CEILING = 0.5;

export type EngineOptions = ClassifierOptions & {
  /** The learned model; false for the lexicon alone (as when the model cannot load). Default: the shared one. */
  model?: MoodModel | false;
  /** With the model loaded: "lexicon" or "model" alone, for the evaluation of each part. */
  only?: "lexicon" | "model";
};

export function moodName(code: string, moods: readonly MoodSource[]): string {
  return moods.find((mood) => mood.code === code)?.name ?? DEFAULT_MOOD_NAMES[code as MoodCode] ?? code;
}

/** The live mood a name stands for (a model's answer), with the trained mood it borrows from. */
export function moodCodeFor(name: string, moods: readonly MoodSource[]): string | undefined {
  const wanted = name.trim().toLowerCase();
  const live = moods.find((mood) => mood.name.toLowerCase() === wanted)?.code;
  return live ?? MOOD_CODES.find((c) => DEFAULT_MOOD_NAMES[c].toLowerCase() === wanted);
}

/** When the café finder has no approved café at all, say so rather than invent one. */
const NO_CAFE: AiRecommendation["nearbyTable"] = {
  name: "Your own table at home",
  address: "No café on our map pours Bean & Bhūmi near you yet",
  distance: "",
  features: [],
  reason: "Brew it at home tonight — and tell us about a café you'd like to see on our map.",
};

const LOUD = new Set(["stress", "anger", "conflict", "tiredness", "sadness", "longing"]);

export function createMoodEngine(options: EngineOptions = {}) {
  const classify = createClassifier(options);
  const model = () => (options.model === false ? undefined : (options.model ?? sharedMoodModel()));
  let chooser: MoodChooser | undefined;
  const chooseMood: MoodChooser = (...args) => (chooser ??= createMoodChooser(model()?.vectors))(...args);

  /** The six trained moods' probabilities for a feeling, and whether a feeling was read at all. */
  function read(input: string): {
    classification: Classification;
    reading?: Reading;
    probabilities: Probabilities;
    understood: boolean;
  } {
    const lexicon = classify(input);
    // The model alone (for the evaluation): the lexicon's words are not seen at all.
    const classification = options.only === "model" ? { ...lexicon, evidence: [] } : lexicon;
    const loaded = options.only === "lexicon" ? undefined : model();
    const reading = loaded?.read(input);
    const probabilities = combine(classification, reading);
    // A feeling word the lexicon knows is a feeling; otherwise the model says whether one was written
    // ("good morning" has a happy word in it, and is still no feeling to pour a coffee for).
    const feelingWords = classification.evidence.some((item) => item.theme !== "valence");
    const understood = reading
      ? feelingWords || reading.noFeeling < NO_FEELING_CEILING
      : classification.evidence.length > 0;
    return { classification, reading, probabilities, understood };
  }

  function parts(
    mood: MoodCode,
    input: string,
    classification: Classification,
    sources: Sources,
    near?: LatLng,
    live?: MoodSource,
  ) {
    const name = live?.name ?? moodName(mood, sources.moods);
    const product = chooseBlend(mood, name, wantedStrength(mood, classification), sources.products);
    const coffeeBlend = product ? describeBlend(product) : unlistedBlend(mood);
    const brewingMethod = product
      ? brewingFor(mood, product)
      : brewingFor(mood, { name: coffeeBlend.name, recommendedMethods: [], brewRecipe: null });
    const found = chooseCafe(mood, sources.cafes, hashText(input.trim().toLowerCase()), near);
    const nearbyTable = found ? describeCafe(mood, found.cafe, found.km, undefined, found.weeklyPick) : NO_CAFE;
    return { name, product, coffeeBlend, brewingMethod, nearbyTable };
  }

  return {
    classify,
    read,
    isBlend: isBlendName,
    suggest(input: string, sources: Sources, near?: LatLng): Suggestion {
      const seen = read(input);
      // Nothing read: a gentle cup (calm, else the first mood the shop lists), not a confident guess.
      const chosen: Chosen = seen.understood
        ? chooseMood(input, seen.probabilities, sources.moods)
        : { live: sources.moods.find((m) => m.code === CR) ?? sources.moods[0], trained: CR };
      return answer(input, seen, chosen, sources, near);
    },
    /** The answer for a mood chosen elsewhere (the language model's), by its live code. */
    suggestAs(input: string, code: string, sources: Sources, near?: LatLng, blend?: BlendSource): Suggestion {
      const seen = read(input);
      const live = sources.moods.find((mood) => mood.code === code);
      const trainedCode = (MOOD_CODES as readonly string[]).includes(code) ? (code as MoodCode) : undefined;
      const ranked = [...MOOD_CODES].sort((a, b) => seen.probabilities[b] - seen.probabilities[a]);
      return answer(input, seen, { live, trained: trainedCode ?? ranked[0]! }, sources, near, blend);
    },
  };

  function answer(
    input: string,
    { classification, probabilities, understood }: ReturnType<typeof read>,
    chosen: Chosen,
    sources: Sources,
    near?: LatLng,
    blend?: BlendSource,
  ): Suggestion {
    const mood = chosen.trained;
    const own = chosen.live && !(MOOD_CODES as readonly string[]).includes(chosen.live.code) ? chosen.live : undefined;
    const made = parts(mood, input, classification, sources, near, chosen.live);
    const coffeeBlend = blend ? describeBlend(blend) : made.coffeeBlend;
    const brewingMethod = blend ? brewingFor(mood, blend) : made.brewingMethod;
    const cues = understood ? understoodCues(input, classification, mood) : [];
    const lead = classification.evidence.find((item) => (item.moods[mood] ?? 0) > 0);
    const response = emotionalResponse({
      input,
      cues,
      mood,
      ownMood: own?.name,
      loud: Boolean(lead && !lead.negated && lead.intensity >= 1.5 && LOUD.has(lead.theme)),
      cup: { blend: coffeeBlend.name, method: brewingMethod.name, notes: coffeeBlend.notes },
    });
    return {
      mood,
      code: chosen.live?.code ?? mood,
      classification,
      probabilities,
      confidence: probabilities[mood],
      understood,
      recommendation: {
        emotionalResponse: response,
        moodMatch: made.name,
        coffeeBlend,
        brewingMethod,
        nearbyTable: made.nearbyTable,
      },
    };
  }
}

export type MoodEngine = ReturnType<typeof createMoodEngine>;
