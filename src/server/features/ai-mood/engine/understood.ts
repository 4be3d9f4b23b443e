/**
 * What the answer says it understood (issue 21 §4, issue 16): a few words in our own voice — "an exam
 * ahead", "heavy eyes", "thoughts of home" — rather than the shopper's whole feeling quoted back.
 * Topics (what the feeling is about) are found by their words in English, Hindi, Tamil and Kannada, in
 * either script; the lexicon's evidence adds how it feels; the chosen mood fills in when neither speaks.
 */
import type { Classification, Evidence } from "./classify";
import type { Theme } from "./lexicon-english";
import { BA, CI, CN, CR, EF, SS, type MoodCode } from "./moods";
import { tokenize } from "./text";

/** `covers`: the lexicon's theme that says the same thing, so the answer does not say it twice. */
type Topic = { phrase: string; mood: MoodCode; words: string[]; covers?: Theme };

/** Stems as `tokenize` makes them (Porter stems for English letters, other scripts as written). */
const TOPICS: Topic[] = [
  {
    phrase: "an exam ahead",
    covers: "focus",
    mood: EF,
    words: ["exam", "viva", "pareeksha", "paritchai", "pareekshe", "பரீட்சை", "ಪರೀಕ್ಷೆ"],
  },
  { phrase: "an interview ahead", mood: CR, words: ["interview", "intervew", "இன்டர்வியூ", "ಇಂಟರ್ವ್ಯೂ"] },
  { phrase: "results on the way", mood: CR, words: ["result"] },
  { phrase: "a deadline", covers: "focus", mood: EF, words: ["deadlin", "dedlin", "டெட்லைன்", "ಡೆಡ್‌ಲೈನ್"] },
  { phrase: "a Monday", mood: EF, words: ["mondai", "thingakizhamai", "somvaara", "திங்கக்கிழமை", "ಸೋಮವಾರ"] },
  {
    phrase: "too little sleep",
    covers: "tiredness",
    mood: EF,
    words: ["sleep", "slept", "neend", "thoongala", "nidd", "தூங்கல", "ನಿದ್ದೆ"],
  },
  {
    phrase: "a long day of work",
    covers: "focus",
    mood: EF,
    words: ["work", "offic", "kaam", "velai", "kelsa", "வேலை", "ಕೆಲಸ", "shift"],
  },
  {
    phrase: "studies to get through",
    covers: "focus",
    mood: EF,
    words: ["studi", "padhai", "padikanum", "odbeku", "படிக்கணும்", "ಓದಬೇಕು", "revis"],
  },
  { phrase: "a workout ahead", mood: EF, words: ["gym", "workout", "marathon"] },
  {
    phrase: "a quarrel",
    covers: "conflict",
    mood: CR,
    words: ["fight", "fought", "quarrel", "argument", "argu", "jhagda", "ladai", "sandai", "jagla", "சண்டை", "ಜಗಳ"],
  },
  {
    phrase: "a wish for quiet",
    covers: "stillness",
    mood: CR,
    words: [
      "medit",
      "prai",
      "prayer",
      "pooja",
      "puja",
      "journal",
      "dhyan",
      "dhyanam",
      "dhyana",
      "தியானம்",
      "ಧ್ಯಾನ",
      "silenc",
    ],
  },
  {
    phrase: "thoughts of home",
    covers: "longing",
    mood: CN,
    words: ["home", "hometown", "homesick", "ghar", "oor", "ooru", "gaon", "ஊர்", "ಊರಿನ", "ಊರು"],
  },
  {
    phrase: "someone you miss",
    covers: "longing",
    mood: CN,
    words: [
      "miss",
      "amma",
      "mom",
      "mother",
      "maa",
      "paati",
      "ajji",
      "nani",
      "dadi",
      "grandmoth",
      "grandma",
      "அம்மா",
      "ಅಮ್ಮನ",
    ],
  },
  { phrase: "a hurting heart", covers: "sadness", mood: CN, words: ["breakup", "heartbroken", "heartbreak", "dil"] },
  {
    phrase: "feeling unwell",
    covers: "comfort",
    mood: CN,
    words: ["fever", "sick", "unwel", "cold", "flu", "bukhaar", "kaichal", "jwara", "காய்ச்சல்", "ಜ್ವರ"],
  },
  {
    phrase: "the rain outside",
    covers: "rain",
    mood: CN,
    words: ["rain", "raini", "monsoon", "baarish", "mazhai", "male", "மழை", "ಮಳೆ"],
  },
  {
    phrase: "something to celebrate",
    covers: "celebration",
    mood: BA,
    words: ["celebr", "promot", "promotion", "birthdai", "parti", "won", "pass", "huttuhabba", "பிறந்தநாள்", "ಹುಟ್ಟುಹಬ್ಬ"],
  },
  {
    phrase: "the road calling",
    covers: "adventure",
    mood: BA,
    words: ["trip", "trek", "travel", "road", "hike", "explor", "pogalam", "hogona", "பயணம்", "ಪ್ರವಾಸ", "ಟ್ರಿಪ್"],
  },
  { phrase: "a routine gone stale", covers: "boredom", mood: BA, words: ["bore", "bored", "routin", "usual"] },
  {
    phrase: "a free, slow day",
    covers: "slowness",
    mood: SS,
    words: ["sundai", "weekend", "holidai", "chhutti", "ஞாயிற்றுக்கிழமை", "ಭಾನುವಾರ"],
  },
  {
    phrase: "old songs playing",
    covers: "music",
    mood: SS,
    words: ["song", "music", "ghazal", "gaane", "paatu", "haadu", "melodi", "vinyl", "பாட்டு", "ಹಾಡು"],
  },
  {
    phrase: "a good book",
    covers: "music",
    mood: SS,
    words: ["book", "novel", "read", "kitaab", "pustaka", "புத்தகம்", "ಪುಸ್ತಕ"],
  },
  {
    phrase: "a blank page",
    covers: "creativity",
    mood: CI,
    words: [
      "write",
      "writer",
      "stori",
      "poem",
      "poetri",
      "kavita",
      "kavithai",
      "kavite",
      "kathe",
      "novel",
      "கவிதை",
      "ಕವಿತೆ",
      "ಕಥೆ",
    ],
  },
  {
    phrase: "colours waiting",
    covers: "creativity",
    mood: CI,
    words: ["paint", "sketch", "draw", "chitra", "ஓவியம்", "ಚಿತ್ರ", "canva"],
  },
  {
    phrase: "new ideas",
    covers: "creativity",
    mood: CI,
    words: ["idea", "ideas", "design", "brainstorm", "project", "ஐடியா", "ಐಡಿಯಾ"],
  },
];

const TOPIC_BY_WORD = new Map<string, Topic>();
for (const topic of TOPICS)
  for (const word of topic.words) if (!TOPIC_BY_WORD.has(word)) TOPIC_BY_WORD.set(word, topic);

/** How a feeling found by the lexicon sounds in our words. */
const THEME_CUES: Record<Theme, string> = {
  stress: "a lot on your mind",
  anger: "a day that got under your skin",
  conflict: "words with someone close",
  stillness: "a wish for quiet",
  gentle: "a wish for something gentle",
  tiredness: "heavy eyes",
  focus: "work to get through",
  longing: "someone you miss",
  sadness: "a heavy heart",
  comfort: "a need to feel held",
  rain: "grey skies",
  celebration: "something to celebrate",
  adventure: "the road calling",
  joy: "a bright mood",
  intensity: "an appetite for something strong",
  boredom: "a routine gone stale",
  slowness: "an unhurried day",
  music: "music in the air",
  creativity: "ideas waiting to be made",
};
const NEGATED_CUES: Partial<Record<Theme, string>> = {
  tiredness: "plenty of energy",
  stress: "a weight lifted",
  joy: "a day that isn't going your way",
  adventure: "a wish to stay close to home",
  intensity: "a wish for something gentle",
  creativity: "ideas that won't come",
};
/** When nothing in the words can be named, the mood speaks for them. */
const MOOD_CUES: Record<MoodCode, string> = {
  [CR]: "a mind that needs quieting",
  [EF]: "a day that needs a lift",
  [CN]: "a need for something warm",
  [BA]: "an appetite for something new",
  [SS]: "an unhurried mood",
  [CI]: "a head full of ideas",
};

/** Up to two things understood, most telling first, for the chosen mood. */
export function understoodCues(input: string, classification: Classification, mood: MoodCode | undefined): string[] {
  const cues: string[] = [];
  const push = (cue: string | undefined) => {
    if (cue && !cues.includes(cue) && cues.length < 2) cues.push(cue);
  };
  const topics: Topic[] = [];
  for (const token of tokenize(input)) {
    if (token.kind !== "word") continue;
    const topic = TOPIC_BY_WORD.get(token.stem) ?? TOPIC_BY_WORD.get(token.word);
    if (topic && !topics.includes(topic)) topics.push(topic);
  }
  // A topic of the chosen mood first ("an exam ahead" for a tired student), then how it feels.
  for (const topic of topics) if (topic.mood === mood) push(topic.phrase);
  const said = new Set(topics.filter((topic) => cues.includes(topic.phrase)).map((topic) => topic.covers));
  const evidence: Evidence[] = [...classification.evidence].sort(
    (a, b) => (mood ? (b.moods[mood] ?? 0) - (a.moods[mood] ?? 0) : 0) || b.strength - a.strength,
  );
  for (const item of evidence) {
    if (item.theme === "valence" || (!item.negated && said.has(item.theme))) continue;
    push(item.negated ? NEGATED_CUES[item.theme] : THEME_CUES[item.theme]);
  }
  for (const topic of topics) push(topic.phrase);
  if (cues.length === 0 && mood) push(MOOD_CUES[mood]);
  return cues;
}
