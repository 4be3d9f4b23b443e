/**
 * Widens the hand-written training set: short cores of each mood ("a deadline tonight", "missing my
 * paati") set in everyday frames of English, Hinglish, Tamil and Kannada, with intensity, emoji, a
 * second feeling after "but", and one-letter typos. Deterministic (a seeded generator), so the
 * trained weights can be regenerated exactly. Only for training: the dev set is never augmented.
 */
import type { OwnFeeling } from "./load";

type Code = "C" | "E" | "N" | "B" | "S" | "I";

const CORES: Record<Code, string[]> = {
  C: [
    "stressed",
    "so much stress",
    "anxious",
    "nervous about the interview",
    "worried about the results",
    "exam nerves",
    "overthinking everything",
    "my mind is racing",
    "overwhelmed",
    "burnt out, I want peace",
    "angry",
    "frustrated",
    "irritated",
    "fed up with everyone",
    "had a fight with my wife",
    "argument with my brother",
    "quarrel with my mother",
    "fought with my boss",
    "a row with my neighbour",
    "tension at home",
    "I want to meditate",
    "I want to pray quietly",
    "I want to journal",
    "reflecting on life",
    "I need silence",
    "a peaceful early morning",
    "I need to calm down",
    "panicky",
    "restless and tense",
    "under pressure",
  ],
  E: [
    "tired",
    "so sleepy",
    "exhausted but work is pending",
    "jet lagged",
    "hungover",
    "sluggish",
    "lazy but I need a push",
    "procrastinating",
    "Monday morning",
    "a deadline tonight",
    "studying for exams",
    "a long work day ahead",
    "a huge to-do list",
    "an early start",
    "gym before work",
    "I need to concentrate",
    "I need to focus",
    "no sleep last night",
    "drowsy",
    "brain fog",
    "a presentation to prepare",
    "night shift",
    "assignment due tomorrow",
    "low energy",
    "half asleep",
  ],
  N: [
    "sad",
    "feeling low",
    "lonely",
    "homesick",
    "missing my mother",
    "missing my paati",
    "missing my old friends",
    "heartbroken",
    "grieving",
    "I need a hug",
    "feeling unwell",
    "a bad cold",
    "cold rainy day, I want warmth",
    "childhood memories",
    "missing my grandparents",
    "missing my hometown",
    "missing my college days",
    "teary",
    "a heavy heart",
    "nobody to talk to",
    "I miss him",
    "I miss her",
    "down with fever",
    "feeling blue",
  ],
  B: [
    "I want to celebrate",
    "promotion today",
    "got the job",
    "passed my exams",
    "my birthday",
    "thrilled",
    "confident",
    "daring",
    "I want to try something new",
    "bored of the same routine",
    "craving a change",
    "going on a road trip",
    "trekking this weekend",
    "travelling tomorrow",
    "a spontaneous plan",
    "party tonight",
    "we won",
    "so excited",
    "adventure time",
    "a new city to explore",
    "something different please",
    "a solo trip",
  ],
  S: [
    "a lazy Sunday",
    "a slow evening",
    "unwinding after a long week",
    "relaxed",
    "content",
    "mellow",
    "taking it slow",
    "no rush today",
    "reading a book",
    "old songs playing",
    "ghazals in the evening",
    "a long walk, no destination",
    "savouring the evening",
    "nothing to do and happy",
    "lazy and loving it",
    "holiday, no alarm",
    "a quiet sunset",
    "old melodies and the rain",
    "chilling at home",
    "a slow breakfast",
  ],
  I: [
    "I want to write",
    "writing a story",
    "painting today",
    "sketching",
    "designing a poster",
    "composing a song",
    "brainstorming",
    "starting a new project",
    "curious about everything",
    "full of ideas",
    "writer's block",
    "I need inspiration",
    "photography walk",
    "working on my novel",
    "a new idea",
    "making art",
    "drawing",
    "a creative project",
    "writing poetry",
    "designing a logo",
  ],
};

const ENGLISH_FRAMES = [
  "{x}",
  "I'm {x}",
  "feeling {x} today",
  "honestly, {x}",
  "{x} right now",
  "ugh, {x}",
  "{x}, need a good coffee",
  "today: {x}",
  "{x} this morning",
  "{x} tonight",
  "just {x}",
  "kind of {x}",
  "{x} and I want the right cup",
  "what do I drink when {x}?",
];
const HINGLISH_FRAMES = ["{x} yaar", "aaj {x} hai", "{x}, kya karun", "bahut {x}", "{x} hai aaj", "yaar {x}"];
const TAMIL_FRAMES = ["{x} da", "innaikku {x}", "romba {x}", "{x} machi", "{x} pa"];
const KANNADA_FRAMES = ["{x} guru", "ivattu {x}", "tumba {x}", "{x} maga", "swalpa {x}"];
const EMOJI: Record<Code, string[]> = {
  C: ["😤", "😰", "😣", "🧘", "🙏"],
  E: ["😴", "🥱", "📚", "⏰", "💻"],
  N: ["😢", "🥺", "🌧️", "💔", "🤒"],
  B: ["🎉", "🥳", "🚀", "🏔️", "🔥"],
  S: ["😌", "🎶", "📖", "🌅", "🍃"],
  I: ["🎨", "✍️", "💡", "📷", "✨"],
};
const INTENSE = ["so", "really", "very", "super", "extremely", "a little", "a bit", "kinda"];

/** A small seeded generator (mulberry32): the same set every run. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function typo(text: string, rand: () => number): string {
  const words = text.split(" ");
  const i = Math.floor(rand() * words.length);
  const word = words[i]!;
  if (word.length < 5 || !/^[a-z]+$/i.test(word)) return text;
  const at = 1 + Math.floor(rand() * (word.length - 2));
  const kind = Math.floor(rand() * 3);
  words[i] =
    kind === 0
      ? word.slice(0, at) + word.slice(at + 1) // a letter dropped
      : kind === 1
        ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) // two swapped
        : word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
  return words.join(" ");
}

/** Keyboard mashing and stray letters: what a shopper types to see what happens. */
export function gibberish(count: number, seed = 99): OwnFeeling[] {
  const rand = random(seed);
  const rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "aeiou", "bcdfgklmnprst"];
  const out: OwnFeeling[] = [];
  while (out.length < count) {
    const words = 1 + Math.floor(rand() * 3);
    const text = Array.from({ length: words }, () => {
      const row = rows[Math.floor(rand() * rows.length)]!;
      const start = Math.floor(rand() * row.length);
      const length = 2 + Math.floor(rand() * 6);
      return Array.from({ length }, (_, i) => row[(start + i * (1 + Math.floor(rand() * 2))) % row.length]).join("");
    }).join(" ");
    out.push({ text, codes: ["X"], tags: ["augmented", "gibberish"] });
  }
  return out;
}

export function augment(count: number, seed = 21): OwnFeeling[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const codes = Object.keys(CORES) as Code[];
  const out: OwnFeeling[] = [];
  const seen = new Set<string>();
  while (out.length < count) {
    const code = codes[out.length % codes.length]!;
    let core = pick(CORES[code]);
    const tags: string[] = ["augmented"];
    const roll = rand();
    let text: string;
    if (roll < 0.5) text = pick(ENGLISH_FRAMES).replace("{x}", core);
    else if (roll < 0.65) {
      text = pick(HINGLISH_FRAMES).replace("{x}", core);
      tags.push("hinglish");
    } else if (roll < 0.75) {
      text = pick(TAMIL_FRAMES).replace("{x}", core);
      tags.push("tamil");
    } else if (roll < 0.85) {
      text = pick(KANNADA_FRAMES).replace("{x}", core);
      tags.push("kannada");
    } else {
      // Two feelings: the one after "but" is the one the shopper wants help with.
      const other = pick(codes.filter((c) => c !== code));
      core = `${pick(CORES[other])} but mostly ${core}`;
      text = core;
      tags.push("mixed");
    }
    if (rand() < 0.2) text = `${pick(INTENSE)} ${text}`;
    if (rand() < 0.25) {
      text = `${text} ${pick(EMOJI[code])}`;
      tags.push("emoji");
    }
    if (rand() < 0.2) {
      text = typo(text, rand);
      tags.push("misspelling");
    }
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, codes: [code], tags });
  }
  return out;
}
