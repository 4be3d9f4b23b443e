/**
 * The engine with its learned model (issue 21): the hard cases of the brief, pinned from our own
 * labelled feelings (eval/ai-mood/own — never from blind.json); what it says it understood; nonsense;
 * the shop's live moods (issue 15); the café of the week; the lexicon alone when the model is missing.
 */
import { describe, expect, it } from "vitest";
import { createMoodEngine } from "./engine";
import { DEFAULT_MOOD_NAMES, type MoodCode } from "./moods";
import { seedSources } from "./seed-sources";

const engine = createMoodEngine();
const sources = seedSources();
const codeOf = (text: string) => engine.suggest(text, sources).code;

describe("the engine reads feelings by their meaning, not a single word", () => {
  it.each([
    // Meditating, praying or journaling is calm; a story for its own sake is creative.
    ["I want to journal about my feelings tonight", "calm-reflective"],
    ["prayer and meditation before the day starts", "calm-reflective"],
    ["drafting the next chapter of my fantasy novel", "creative-inspired"],
    // A quarrel with anyone is calm, however sad it sounds.
    ["my brother and I haven't spoken since the argument on Sunday", "calm-reflective"],
    ["fought with my best friend over something silly", "calm-reflective"],
    // Lazy wanting a push is energetic; lazy and happy so is soulful.
    ["I'm lazy today but I really need to get the laundry and the report done", "energetic-focused"],
    ["feeling lazy and honestly happy to stay that way", "soulful-slow"],
    // A wish for something new is bold.
    ["I want to be surprised, give me something different", "bold-adventurous"],
    ["bored to death of the same routine, want something wild", "bold-adventurous"],
    // Words the first engine's lists never had.
    ["running on two hours of sleep", "energetic-focused"],
    ["wearing my dad's old sweater today", "cozy-nostalgic"],
    ["kettle on, book open, nobody needs me till evening", "soulful-slow"],
    ["blank canvas on the easel and a head full of colours", "creative-inspired"],
    // Sarcasm means what it means.
    ["oh wonderful, another 7am meeting, exactly what my three hours of sleep needed", "energetic-focused"],
    ["yeah sure, spending my birthday alone in a PG is so much fun", "cozy-nostalgic"],
    // Negation.
    ["not tired at all, let's go out and do something crazy", "bold-adventurous"],
    ["not in a rush, no plans, just a slow day", "soulful-slow"],
    // Hinglish, Tamil and Kannada, in Latin letters and their own scripts.
    ["bhai se jhagda ho gaya, mood kharab hai", "calm-reflective"],
    ["maa ki bahut yaad aa rahi hai", "cozy-nostalgic"],
    ["romba thookam varudhu, innaikku neraiya velai irukku", "energetic-focused"],
    ["அம்மா ஞாபகம் வருது", "cozy-nostalgic"],
    ["ತುಂಬಾ ಸುಸ್ತಾಗಿದೆ, ಕೆಲಸ ಜಾಸ್ತಿ ಇದೆ", "energetic-focused"],
    ["male bartide, haLe haadu kelthidini", "soulful-slow"],
    // Emoji and typos.
    ["🎨✨", "creative-inspired"],
    ["exausted after night shfit", "energetic-focused"],
  ] as const)("reads %j as %s", (text, code) => {
    expect(codeOf(text)).toBe(code);
  });
});

describe("round 2 (decision 073): the neighbours of Bold and Soulful, read by the feeling", () => {
  it.each([
    // Boredom, celebration, travel and daring, without the mood's own words.
    ["every weekend is a copy of the last one, I want out of the loop", "bold-adventurous"],
    ["got my first job offer today, drinks are on me", "bold-adventurous"],
    ["we leave for a road trip through Rajasthan at dawn, no bookings", "bold-adventurous"],
    ["dared myself to order the one dish on the menu I can't pronounce", "bold-adventurous"],
    ["oh lovely, the same dal rice for the thousandth lunch, how exciting", "bold-adventurous"],
    ["roz wahi routine, kuch naya chahiye yaar", "bold-adventurous"],
    // Content and unhurried is Soulful; needing peace is Calm; rain and old songs with longing is Cozy.
    ["peaceful and content tonight, the week was kind to me", "soulful-slow"],
    ["I need peace, my head won't stop going over the fight", "calm-reflective"],
    ["rain, an old Rafi song and nowhere to be, bliss", "soulful-slow"],
    ["rain and old songs and I can't stop missing my father", "cozy-nostalgic"],
    ["work's finally done for the week, feet up and a slow evening ahead", "soulful-slow"],
    ["sombal ah irukku, aana santhoshama irukku", "soulful-slow"],
    // Tiredness told by the body (a hangover, jet lag) is Energetic; a family quarrel is Calm.
    ["my head is pounding from last night and the audit starts at nine", "energetic-focused"],
    ["my body still thinks it's in New York and there's a board meeting", "energetic-focused"],
    ["my cousin insulted my mother at the wedding and I'm still shaking with rage", "calm-reflective"],
    // Two feelings: the one the shopper most wants help with.
    ["a little homesick, but mostly I need to stay awake for this exam", "energetic-focused"],
  ] as const)("reads %j as %s", (text, code) => {
    expect(codeOf(text)).toBe(code);
  });
});

describe("what the answer says", () => {
  it("names what it understood, in its own words, and never the whole feeling", () => {
    const text = "board exams start next week and I haven't slept properly in days";
    const { emotionalResponse } = engine.suggest(text, sources).recommendation;
    expect(emotionalResponse).not.toContain(text);
    expect(emotionalResponse).toMatch(/^An exam ahead/);
  });

  it.each(["asdfgh jkl", "hello", "what is the price of your coffee", "12345", "ok"])(
    "says it could not read a feeling in %j, with a gentle cup, rather than thanking the shopper",
    (text) => {
      const answer = engine.suggest(text, sources);
      expect(answer.understood).toBe(false);
      expect(answer.code).toBe("calm-reflective");
      expect(answer.recommendation.emotionalResponse).toMatch(/couldn't quite read a feeling/);
      expect(answer.recommendation.emotionalResponse).not.toMatch(/thank you for sharing/i);
    },
  );

  it("reads a short feeling it has words for", () => {
    for (const text of ["tired", "😴", "sad", "party!"]) expect(engine.suggest(text, sources).understood).toBe(true);
  });

  it("without a location, sends the shopper to the café of the week; with one, to the nearest suitable café", () => {
    const pick = sources.cafes.find((cafe) => cafe.weeklyPick)!;
    for (const text of ["I need a hug", "deadline tonight", "let's party"]) {
      const { nearbyTable } = engine.suggest(text, sources).recommendation;
      expect(nearbyTable.name).toBe(pick.name);
      expect(nearbyTable.reason).toMatch(/café of the week/);
    }
    const near = engine.suggest("I need a hug", sources, { latitude: 13.0, longitude: 80.25 }).recommendation;
    expect(near.nearbyTable.reason).not.toMatch(/café of the week/);
    const noPick = { ...sources, cafes: sources.cafes.map((cafe) => ({ ...cafe, weeklyPick: false })) };
    expect(engine.suggest("I need a hug", noPick).recommendation.nearbyTable.name).toBeTruthy();
  });
});

describe("the shop's live moods", () => {
  const festive = {
    code: "festive-sweet",
    name: "Festive & Sweet",
    description: "For Diwali, Pongal and Onam: lamps, sweets, new clothes and the whole family under one roof.",
    characteristics: ["Jaggery and cardamom", "Celebration in a cup"],
  };
  const withFestive = { ...sources, moods: [...sources.moods, festive] };

  it("suggests a mood the owner added, with no code change, when the feeling is about what it describes", () => {
    for (const text of [
      "Diwali at home, lamps and sweets everywhere",
      "festival with the whole family, so many sweets",
    ]) {
      const answer = engine.suggest(text, withFestive);
      expect(answer.code, text).toBe("festive-sweet");
      expect(answer.recommendation.moodMatch).toBe("Festive & Sweet");
      expect(answer.recommendation.emotionalResponse).toContain("Festive & Sweet");
    }
  });

  it("still answers other feelings with the trained moods when a mood is added", () => {
    for (const [text, code] of [
      ["I'm so tired and have a deadline", "energetic-focused"],
      ["fought with my sister", "calm-reflective"],
      ["missing my grandmother", "cozy-nostalgic"],
      ["writing a poem tonight", "creative-inspired"],
    ] as const)
      expect(engine.suggest(text, withFestive).code, text).toBe(code);
  });

  it("never offers a mood the owner deleted, and uses the owner's name for a renamed one", () => {
    const moods = sources.moods
      .filter((mood) => mood.code !== "creative-inspired")
      .map((mood) => (mood.code === "calm-reflective" ? { ...mood, name: "Quiet Hour" } : mood));
    const live = { ...sources, moods };
    const answer = engine.suggest("writing a poem tonight", live);
    expect(answer.code).not.toBe("creative-inspired");
    expect(moods.map((m) => m.name)).toContain(answer.recommendation.moodMatch);
    expect(engine.suggest("fought with my sister", live).recommendation.moodMatch).toBe("Quiet Hour");
  });
});

describe("without the learned model", () => {
  const lexiconOnly = createMoodEngine({ model: false });
  it("answers with the lexicon alone", () => {
    const name = (code: MoodCode) => DEFAULT_MOOD_NAMES[code];
    expect(lexiconOnly.suggest("I'm so tired", sources).recommendation.moodMatch).toBe(name("energetic-focused"));
    expect(lexiconOnly.suggest("I need a hug", sources).recommendation.moodMatch).toBe(name("cozy-nostalgic"));
    expect(lexiconOnly.suggest("asdf", sources).understood).toBe(false);
  });
});

describe("round 3 (decision 074): the issue's miss kinds, each beside its neighbour", () => {
  it.each([
    ["want to journal about the breakup so I can finally make peace with it", "calm-reflective"],
    ["writing a short story about a boy who sells balloons at the beach, just for fun", "creative-inspired"],
    ["my sister and I had a huge row about the wedding plans and I'm still shaking", "calm-reflective"],
    ["missing my brother who moved abroad, the house feels empty without him", "cozy-nostalgic"],
    ["lazy and guilty about it, I have so much to do", "energetic-focused"],
    ["gloriously lazy afternoon, no plans, no guilt", "soulful-slow"],
    ["wish something different would happen today, I'm tired of the same old", "bold-adventurous"],
    ["all I want is an unhurried evening, no plans", "soulful-slow"],
    ["ತುಂಬಾ ಟೆನ್ಷನ್ ಆಗಿದೆ, ನಾಳೆ ಪರೀಕ್ಷೆ", "calm-reflective"],
    ["கோபமா இருக்கு, யாரும் பேசாதீங்க", "calm-reflective"],
  ] as const)("reads %j as %s", (text, code) => {
    expect(codeOf(text)).toBe(code);
  });
});
