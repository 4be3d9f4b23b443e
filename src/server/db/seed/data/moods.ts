import { seededMood } from "@domain/moods";
import type { MoodSeed } from "../types";

/**
 * The six coffee moods. `coffeeNames` are origin names (CoffeeSeed.name), best match first.
 * Names, codes and whether subscriptions offer them come from the registry (`@domain/moods`, decision 040).
 * Three ritual texts: one for Calm & Reflective, one for Energetic & Focused, and a comfort text shared by
 * every other mood.
 */
const CALM_RITUAL =
  "Warm your cup and your dripper with hot water before anything else, then bloom the grounds with twice their weight of water and simply watch them rise and settle. Pour the rest in slow, unhurried circles, letting each one drain before the next begins. Take the first sip in silence — the day can wait another three minutes.";

const ENERGETIC_RITUAL =
  "Grind a touch finer than usual and use water just off the boil, around 94°C, for a bright, clean extraction. Bloom for thirty seconds, then pour in two decisive stages so the brew finishes in about three minutes. Carry the cup straight to your desk and begin with the one thing that matters most today.";

const COMFORT_RITUAL =
  "Put the kettle on and let the kitchen fill with the smell of freshly ground coffee before you pour a drop. Bloom for a full forty-five seconds, then pour slowly in small circles while the warmth of the cup settles into your hands. Sit somewhere familiar and let this cup be the pause the rest of the day is built around.";

export const moodSeeds: MoodSeed[] = [
  {
    ...seededMood("calm-reflective"),
    slug: "calm-and-reflective-coffee-match",
    description: "For the quiet hour when the mist hasn't lifted and your thoughts can wander at their own pace.",
    emoji: "🌙",
    colorScheme: "blue",
    colorCode: "#3E5C76",
    imageUrl: "/images/moods/calm-reflective.svg",
    characteristics: ["Floral and delicate", "Clean, tea-like body", "Gentle sweetness", "Best brewed slowly"],
    ritual: CALM_RITUAL,
    sortOrder: 1,
    coffeeNames: ["Morning Dust", "Golden Hush"],
  },
  {
    ...seededMood("energetic-focused"),
    slug: "energetic-and-focused-coffee-match",
    description: "For mornings with a list to conquer — bright, high-grown cups that sharpen the mind like cold mountain air.",
    emoji: "⚡",
    colorScheme: "yellow",
    colorCode: "#C99A2E",
    imageUrl: "/images/moods/energetic-focused.svg",
    characteristics: ["Bright acidity", "Crisp citrus and fruit", "Clean, lively finish", "Built for deep work"],
    ritual: ENERGETIC_RITUAL,
    sortOrder: 2,
    coffeeNames: ["Pulney Hills High Altitude", "Bitter Gold", "Forest Pour"],
  },
  {
    ...seededMood("cozy-nostalgic"),
    slug: "cozy-and-nostalgic-coffee-match",
    description: "For rainy afternoons that smell of boiling milk and a grandmother's kitchen, when home is a feeling in a tumbler.",
    emoji: "🍂",
    colorScheme: "orange",
    colorCode: "#B4622D",
    imageUrl: "/images/moods/cozy-nostalgic.svg",
    characteristics: ["Caramel and toffee sweetness", "Round, comforting body", "Loves hot milk", "Familiar and warm"],
    ritual: COMFORT_RITUAL,
    sortOrder: 3,
    coffeeNames: ["Clay Ritual", "Nilgiri Estate Reserve"],
  },
  {
    ...seededMood("bold-adventurous"),
    slug: "bold-and-adventurous-coffee-match",
    description: "For the days you want your cup to surprise you — deep, wild and unafraid of the dark.",
    emoji: "🔥",
    colorScheme: "red",
    colorCode: "#8C2F2B",
    imageUrl: "/images/moods/bold-adventurous.svg",
    characteristics: ["Intense and full-bodied", "Wild, fermented fruit", "Smoky depth", "Never ordinary"],
    ritual: COMFORT_RITUAL,
    sortOrder: 4,
    coffeeNames: ["Earth Ember", "Kodagu Wild Ferment"],
  },
  {
    ...seededMood("soulful-slow"),
    slug: "soulful-and-slow-coffee-match",
    description: "For long evenings with rain on the window and an old song playing, when nothing needs to be hurried.",
    emoji: "🎻",
    colorScheme: "purple",
    colorCode: "#5A3E66",
    imageUrl: "/images/moods/soulful-slow.svg",
    characteristics: ["Deep, dark sweetness", "Velvety body", "Lingering finish", "Made for sipping slowly"],
    ritual: COMFORT_RITUAL,
    sortOrder: 5,
    coffeeNames: ["Still Smoke", "Stone Drip"],
  },
  {
    ...seededMood("creative-inspired"),
    slug: "creative-and-inspired-coffee-match",
    description: "For the blank page and the open sketchbook — lively, layered cups that set new ideas moving.",
    emoji: "🎨",
    colorScheme: "green",
    colorCode: "#4F6B3A",
    imageUrl: "/images/moods/creative-inspired.svg",
    characteristics: ["Layered and complex", "Juicy fruit and spice", "Playful acidity", "A new note in every sip"],
    ritual: COMFORT_RITUAL,
    sortOrder: 6,
    coffeeNames: ["Shevaroy Peaberry", "Kodagu Wild Ferment", "Forest Pour"],
  },
];
