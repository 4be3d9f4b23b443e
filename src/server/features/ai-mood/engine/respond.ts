/**
 * The emotional response: what we understood, in a few words of our own ("An exam ahead and heavy
 * eyes — let's get you going."), then why this cup fits. It never quotes the whole feeling back, and
 * when no feeling could be read it says so rather than thanking the shopper for sharing. The wording
 * is chosen by a hash of the feeling, so the same feeling always gets the same answer.
 */
import { BA, CI, CN, CR, EF, SS, type MoodCode } from "./moods";

const CLOSERS: Record<MoodCode, string[]> = {
  [CR]: ["let's slow things down", "let's find you a quiet minute", "let's give your mind some room"],
  [EF]: ["let's get you going", "here's a lift to carry you through", "let's sharpen the day"],
  [CN]: [
    "let's wrap you in something warm",
    "let's make today a little softer",
    "here's something that feels like home",
  ],
  [BA]: ["let's pour something worthy of it", "let's make it a bold one", "here's to the brave part of you"],
  [SS]: ["let's keep it slow", "there's no need to hurry", "let's make the most of the quiet"],
  [CI]: ["let's get those ideas moving", "let's feed the spark", "here's something for the blank page"],
};

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

/** For a mood the owner added: its own name carries the answer. */
const OWN_MOOD_BRIDGE = "For {mood}, a {method} of {blend} — {notes} — suits it well.";

const UNREAD =
  "We couldn't quite read a feeling in that, so here's a gentle cup to begin with — tell us a little more, or pick one of the feelings below.";

/** "South Indian Filter" reads "South Indian filter" mid-sentence; "Pour Over" reads "pour-over". */
function methodPhrase(label: string): string {
  const special: Record<string, string> = {
    "Pour Over": "pour-over",
    AeroPress: "AeroPress",
    "South Indian Filter": "South Indian filter",
    "French Press": "French press",
  };
  return special[label] ?? label.toLowerCase();
}

/** FNV-1a: the same feeling always gets the same wording. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

export type ResponseInput = {
  /** The shopper's feeling, for the hash that picks the wording. */
  input: string;
  /** What was understood, most telling first (understood.ts); empty when no feeling was read. */
  cues: string[];
  /** The trained mood whose voice the answer takes; with `ownMood`, the owner's mood it stands in for. */
  mood: MoodCode;
  ownMood?: string;
  loud?: boolean;
  cup: { blend: string; method: string; notes: string[] };
};

export function emotionalResponse({ input, cues, mood, ownMood, loud, cup }: ResponseInput): string {
  const seed = hashText(input.trim().toLowerCase());
  const notes = cup.notes.length > 0 ? cup.notes.slice(0, 2).join(" and ").toLowerCase() : "a warm, rounded cup";
  const method = methodPhrase(cup.method);
  const article = /^[aeiou]/i.test(method) ? "an" : "a";
  const template = ownMood ? OWN_MOOD_BRIDGE : BRIDGES[mood][(seed >>> 8) % BRIDGES[mood].length]!;
  const bridge = capital(
    template
      .replace("{mood}", ownMood ?? "")
      .replace("{blend}", cup.blend)
      .replace("A {method}", `${capital(article)} ${method}`)
      .replace("a {method}", `${article} ${method}`)
      .replace("{method}", method)
      .replace("{notes}", notes),
  );
  if (cues.length === 0) return `${UNREAD} ${bridge}`;
  const closers = CLOSERS[mood];
  const closer = ownMood ? `${ownMood} it is` : closers[seed % closers.length]!;
  const gentle = loud ? " Be gentle with yourself today." : "";
  return `${capital(cues.join(" and "))} — ${closer}.${gentle} ${bridge}`;
}
