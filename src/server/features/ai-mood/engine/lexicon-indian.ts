/**
 * Everyday Hinglish, Tamil and Kannada feeling words as people type them in Latin letters, with the
 * common spellings of each. Same format as the English groups.
 */
import type { ThemeGroup } from "./lexicon-english";
import { BA, CI, CN, CR, EF, SS } from "./moods";

export const INDIAN: ThemeGroup[] = [
  // Hinglish
  {
    theme: "tiredness",
    weights: { [EF]: 3 },
    terms:
      "thaka|thaki|thake|thakaan|thakan|thaka hua|thaki hui|neend aa|neend aa rahi|aalas|aalsi|sust|susti|thookam|thookama|sorvu|soarvu|kalaippu|kalaipa|sustu|sustagide|sustaagide|nidde|nidde bartide|nidde baruttide",
  },
  // "neend nahi aayi", "neend poori nahi hui": sleep that did not come still asks for a lift.
  { theme: "tiredness", weights: { [EF]: 3 }, negated: "same", terms: "neend|nidra|thookam varala|thookam illa" },
  {
    theme: "focus",
    weights: { [EF]: 2.5 },
    negated: "same",
    terms: "kaam|kaam bahut|padhai|padhna|focus chahiye|office jaana|exam hai|velai|padippu|kelsa|oodu",
  },
  {
    theme: "stress",
    weights: { [CR]: 3 },
    terms:
      "pareshan|pareshaan|chinta|tension hai|dimaag kharab|dimag kharab|dimaag kharaab|sar dard|ghabrahat|bayam|bayama|bhaya|kashtam|tale novu|thalai vali",
  },
  {
    theme: "anger",
    weights: { [CR]: 3 },
    terms: "gussa|gussa aa|naraz|naraaz|chidchida|kovam|kobam|kovama|kopa|kopa bantu|kopa bandide|erichal",
  },
  {
    theme: "stillness",
    weights: { [CR]: 2.5, [SS]: 0.5 },
    terms: "sukoon|sukun|shanti|shaanti|amaidhi|nimmadhi|nemmadi|dhyan|dhyaan",
  },
  {
    theme: "longing",
    weights: { [CN]: 3 },
    terms:
      "yaad|yaad aa|yaad aa rahi|ghar|ghar ki yaad|maa|mummy|papa|ammi|abbu|nana|nanu|gaon|purane din|bachpan|nyabagam|nyaabagam|gnabagam|ninaivu|oor|ooru|ooru nenapu|nenapu|nenapaagtide|nenapagtide|nenpu|manege|thatha|paati|ajji|amma kaapi|amma samayal|miss panren|miss aagtide",
  },
  {
    theme: "sadness",
    weights: { [CN]: 2.5, [SS]: 1.5 },
    terms:
      "udaas|udas|dukhi|dukh|rona|akela|akeli|dil toota|dil udaas|sogam|soham|kavalai|azhuga|azhugai|thanimai|bejaar|bejar|bejaar aagide|dukha|besara|obbane|obbanta|manasu sari illa|mood sari illa|mood off",
  },
  { theme: "comfort", weights: { [CN]: 3 }, terms: "jhappi|gale lagana|razai|kambal|garam|chaddar|porvai" },
  {
    theme: "rain",
    weights: { [CN]: 1.5, [SS]: 1.5 },
    terms: "baarish|barish|baarish ho rahi|mausam|thand|thandi|mazhai|mazhai peyyudhu|maley|malegaala|chali",
  },
  {
    theme: "celebration",
    weights: { [BA]: 3 },
    terms:
      "party karni|party karna|jashn|badhai|mubarak|shaadi|kondattam|celebrate pannanum|habba|pass ho gaya|selection ho gaya",
  },
  {
    theme: "adventure",
    weights: { [BA]: 3 },
    terms:
      "ghoomna|ghumna|ghoomne|safar|kuch naya|naya try|kuch alag|trip polam|polam|hogona|hogbeku|sakkath|sakkat|jolly|jollyah|jolly ah",
  },
  {
    theme: "joy",
    weights: { [BA]: 2, [CI]: 1 },
    negated: { [CN]: 2, [SS]: 1.5 },
    terms:
      "khush|khushi|bohot khush|maza|mazaa|masti|mast|santhosham|sandhosham|santhosha|santosha|santosh|semma|kushi|khushi aagide|maja",
  },
  {
    theme: "slowness",
    weights: { [SS]: 3 },
    terms:
      "aaraam|aram|araam|kuch nahi karna|bas chill|chill ah|chumma|chumma irukken|summa|sumne|summane|nidhaanam|nidhana|aaram se|dheere",
  },
  {
    theme: "boredom",
    weights: { [CI]: 1.5, [BA]: 1.5 },
    terms: "bore|bore ho raha|bore ho rahi|bore adikudhu|bore aagtide|bor",
  },
  {
    theme: "creativity",
    weights: { [CI]: 3 },
    terms: "kuch creative|kuch banana|likhna|kavita|shayari|chitra|kolam|rangoli",
  },
  { theme: "music", weights: { [SS]: 2.5, [CN]: 0.5 }, terms: "gaane|purane gaane|gaana|paatu|haadu|ilayaraja paatu" },
];

/** Words that make the next feeling stronger or weaker, in English and the Indian languages above. */
export const INTENSIFIERS: Record<string, number> = {
  very: 1.5,
  so: 1.4,
  too: 1.4,
  really: 1.5,
  extremely: 1.8,
  super: 1.6,
  totally: 1.5,
  completely: 1.6,
  absolutely: 1.6,
  utterly: 1.7,
  terribly: 1.7,
  awfully: 1.6,
  deeply: 1.5,
  incredibly: 1.7,
  insanely: 1.7,
  highly: 1.4,
  damn: 1.4,
  bloody: 1.4,
  full: 1.3,
  fully: 1.4,
  most: 1.3,
  mostly: 1.4,
  soo: 1.6,
  sooo: 1.7,
  veryy: 1.6,
  bahut: 1.6,
  bohot: 1.6,
  bohut: 1.6,
  bahot: 1.6,
  ekdum: 1.6,
  kaafi: 1.3,
  bilkul: 1.4,
  romba: 1.6,
  rombha: 1.6,
  semma: 1.5,
  tumba: 1.6,
  thumba: 1.6,
  sakkath: 1.5,
};
export const DIMINISHERS: Record<string, number> = {
  little: 0.5,
  bit: 0.55,
  slightly: 0.5,
  kinda: 0.6,
  somewhat: 0.6,
  mildly: 0.5,
  barely: 0.6,
  thoda: 0.55,
  thodi: 0.55,
  thodasa: 0.55,
  zara: 0.6,
  konjam: 0.55,
  koncham: 0.55,
  swalpa: 0.55,
  sort: 0.7,
};

/** "not tired", "no energy", "never", "without"… apply to the next few words of the clause. */
export const PREFIX_NEGATORS = new Set([
  "not",
  "no",
  "never",
  "without",
  "zero",
  "hardly",
  "nor",
  "nothing",
  "neither",
  "lack",
  "lacking",
]);
/** Hindi "khush nahi", Tamil "sari illa", Kannada "beda" follow the word they deny. */
export const SUFFIX_NEGATORS = new Set([
  "nahi",
  "nahin",
  "nai",
  "illa",
  "illai",
  "illey",
  "beda",
  "venam",
  "vendam",
  "mat",
]);
/** After these the shopper says what they actually feel: it weighs more, and a negation stops. */
export const CONTRASTS = new Set([
  "but",
  "lekin",
  "magar",
  "par",
  "however",
  "though",
  "although",
  "yet",
  "actually",
  "just",
  "only",
  "rather",
  "instead",
  "aana",
  "aadre",
]);
