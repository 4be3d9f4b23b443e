/**
 * Emoji are read through emojilib's keywords (1,900 emoji, each with words such as "tired",
 * "sleepy", "celebration"): the keywords go through the same lexicon as typed words, so one word list
 * serves both and every emoji emojilib knows can carry a feeling.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const KEYWORDS = require("emojilib") as Record<string, string[]>;

const VARIATION = /\uFE0F/g;
const SKIN_TONE = /\p{Emoji_Modifier}/gu;

/** The emoji's name words first ("sleeping face"), then its keywords, most telling first. */
export function emojiKeywords(emoji: string): string[] {
  const plain = emoji.replace(SKIN_TONE, "");
  const keywords =
    KEYWORDS[plain] ??
    KEYWORDS[plain.replace(VARIATION, "")] ??
    KEYWORDS[`${plain.replace(VARIATION, "")}\uFE0F`] ??
    [];
  const [name, ...rest] = keywords;
  return name ? [...name.split("_"), ...rest] : [];
}
