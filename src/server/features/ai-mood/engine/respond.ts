/**
 * The emotional response: it quotes what the shopper wrote (the whole feeling when short, else the
 * clause that carried the strongest feeling), answers the feeling it found there — including a
 * negation ("not happy at all") and how strongly it was said — then says why this cup fits.
 */
import type { Classification, Evidence } from "./classify";
import type { Theme } from "./lexicon-english";
import { BA, CI, CN, CR, EF, SS, type MoodCode } from "./moods";

type Key = Theme | "valence" | "none";

const OPENERS: Record<Key, string[]> = {
  stress: ["“{q}” — that is a lot to carry at once.", "When you say “{q}”, it sounds like your mind hasn't had a minute to itself."],
  anger: ["“{q}” — that would get under anyone's skin.", "“{q}”: some days push every button you have."],
  conflict: ["“{q}” — words with someone close stay with us long after they're said.", "“{q}” — a quarrel with someone you love takes a while to settle."],
  stillness: ["“{q}” — a mind asking for stillness deserves to get it.", "“{q}”: that quiet, inward mood is worth keeping."],
  gentle: ["“{q}” — gentle it is; nothing that shouts.", "“{q}” — you want something soft around the edges today."],
  tiredness: ["“{q}” — running on empty is no way to get through a day.", "“{q}”: sounds like your body is asking for a proper lift."],
  focus: ["“{q}” — you have things to get done, and you mean to do them.", "“{q}”: a clear head and a steady hand, coming right up."],
  longing: ["“{q}” — missing the people and places that made us is its own kind of ache.", "“{q}” — some memories deserve to be sipped slowly."],
  sadness: ["“{q}” — we're sorry today feels heavy. You don't have to fix it right now.", "“{q}” — that's a hard feeling to sit with; let's make it a little warmer."],
  comfort: ["“{q}” — sometimes all we need is to feel held for a while.", "“{q}” — consider this cup a warm pair of hands."],
  rain: ["“{q}” — weather like this was made for a slow cup.", "“{q}”: grey skies and a warm cup belong together."],
  celebration: ["“{q}” — that deserves a proper toast!", "“{q}” — congratulations! Let's pour something worthy of it."],
  adventure: ["“{q}” — the road is calling, and you're answering.", "“{q}”: here's to the part of you that wants to go further."],
  joy: ["“{q}” — we love that for you.", "“{q}” — that energy is contagious."],
  intensity: ["“{q}” — no half measures today.", "“{q}”: you want a cup with some backbone."],
  boredom: ["“{q}” — time to shake up the usual.", "“{q}”: boredom is just curiosity waiting for a spark."],
  slowness: ["“{q}” — no clock to watch, nowhere to be. Perfect.", "“{q}” — an unhurried day is a gift; let's keep it that way."],
  music: ["“{q}” — some moods have a soundtrack, and yours is playing.", "“{q}”: deep, slow and a little wistful — we know the feeling."],
  creativity: ["“{q}” — let's keep those ideas flowing.", "“{q}”: the blank page is less scary with the right cup beside it."],
  valence: ["“{q}” — thank you for telling us how it really is.", "“{q}” — we hear you."],
  none: ["“{q}” — thank you for sharing that with us.", "“{q}” — we hear you, and we have just the cup."],
};

/** Negated feelings get their own answer: "not tired at all" is good news, "not happy" is not. */
const NEGATED_OPENERS: Partial<Record<Key, string[]>> = {
  joy: ["“{q}” — we're sorry the day has turned out this way.", "“{q}” — let's see if we can't lift it a little."],
  tiredness: ["“{q}” — good, let's put that energy to work.", "“{q}” — wide awake and ready; we like it."],
  stress: ["“{q}” — what a relief that must be.", "“{q}” — glad the pressure has eased."],
  adventure: ["“{q}” — staying in sounds just right.", "“{q}” — a day close to home it is."],
  intensity: ["“{q}” — gentle it is; nothing that shouts.", "“{q}” — soft and easy, understood."],
};

const LOUD_NEGATIVE = new Set<Key>(["stress", "anger", "conflict", "tiredness", "sadness", "longing"]);
const LOUD_POSITIVE = new Set<Key>(["celebration", "joy", "adventure"]);

const BRIDGES: Record<MoodCode, string[]> = {
  [CR]: [
    "A slow {method} of {blend} — {notes} — gives you a few quiet minutes that belong only to you.",
    "{blend} is light and clean, with {notes}; brew it as a {method} and let the day wait.",
  ],
  [EF]: [
    "{blend}, brewed as a {method}, brings {notes} and the clear-headed lift to see it through.",
    "A {method} of {blend} — bright, with {notes} — will sharpen the edges of the day.",
  ],
  [CN]: [
    "{blend} as a {method} tastes of {notes} — like being looked after.",
    "Make a {method} of {blend}; its {notes} taste of home.",
  ],
  [BA]: [
    "{blend} is deep and fearless — {notes} — and a {method} brings all of it out.",
    "Pour a {method} of {blend}: {notes}, and nothing timid about it.",
  ],
  [SS]: [
    "{blend}, as a {method}, is made for sipping slowly: {notes}, and a finish that lingers.",
    "Let a {method} of {blend} take its time — {notes} — and take yours.",
  ],
  [CI]: [
    "{blend} is layered and lively — {notes} — and a {method} leaves room to think.",
    "A {method} of {blend}, with {notes}, is a good companion for a new idea.",
  ],
};

/** "South Indian Filter" reads "South Indian filter" mid-sentence; "Pour Over" reads "pour-over". */
function methodPhrase(label: string): string {
  const special: Record<string, string> = { "Pour Over": "pour-over", AeroPress: "AeroPress", "South Indian Filter": "South Indian filter", "French Press": "French press" };
  return special[label] ?? label.toLowerCase();
}

/** FNV-1a: the same feeling always gets the same wording. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const QUOTE_MAX = 90;

/** The shopper's words to quote: all of them when short, else the clause holding `focus`. */
export function quoteFrom(input: string, focus?: Evidence): string {
  const whole = input.trim().replace(/\s+/g, " ");
  const trimEnd = (text: string) => text.replace(/[\s.,;:!?]+$/u, "");
  if ([...whole].length <= QUOTE_MAX) return trimEnd(whole);
  const clauses = input.split(/(?<=[.;!?\n])|,|\bbut\b/i).map((clause) => clause.trim()).filter(Boolean);
  const clause = (focus && clauses.find((c) => c.includes(focus.text))) ?? clauses[0] ?? whole;
  const chars = [...trimEnd(clause.replace(/\s+/g, " "))];
  if (chars.length <= QUOTE_MAX) return chars.join("");
  const cut = chars.slice(0, QUOTE_MAX).join("");
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : QUOTE_MAX)}…`;
}

/** The evidence the answer speaks to: the strongest, preferring what was said after a "but". */
export function leadingEvidence(classification: Classification, mood: MoodCode): Evidence | undefined {
  const forMood = classification.evidence.filter((item) => (item.moods[mood] ?? 0) > 0);
  const pool = forMood.length > 0 ? forMood : classification.evidence;
  return [...pool].sort((a, b) => (b.moods[mood] ?? 0) - (a.moods[mood] ?? 0) || b.strength - a.strength)[0];
}

export function emotionalResponse(input: string, classification: Classification, mood: MoodCode, cup: { blend: string; method: string; notes: string[] }): string {
  const seed = hashText(input.trim().toLowerCase());
  const lead = leadingEvidence(classification, mood);
  const key: Key = lead ? lead.theme : "none";
  const openers = (lead?.negated ? NEGATED_OPENERS[key] : undefined) ?? OPENERS[key];
  const quote = quoteFrom(input, lead);
  let text = openers[seed % openers.length]!.replace("{q}", quote);
  if (lead && !lead.negated && lead.intensity >= 1.5) {
    if (LOUD_NEGATIVE.has(key)) text += " Be gentle with yourself today.";
    else if (LOUD_POSITIVE.has(key)) text += " We can feel it from here!";
  }
  const notes = cup.notes.length > 0 ? cup.notes.slice(0, 2).join(" and ").toLowerCase() : "a warm, rounded cup";
  const bridges = BRIDGES[mood];
  const method = methodPhrase(cup.method);
  const article = /^[aeiou]/i.test(method) ? "an" : "a";
  const bridge = bridges[(seed >>> 8) % bridges.length]!
    .replace("{blend}", cup.blend)
    .replace("A {method}", `${article[0]!.toUpperCase()}${article.slice(1)} ${method}`)
    .replace("a {method}", `${article} ${method}`)
    .replace("{method}", method)
    .replace("{notes}", notes);
  return `${text} ${bridge[0]!.toUpperCase()}${bridge.slice(1)}`;
}
