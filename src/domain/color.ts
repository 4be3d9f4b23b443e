/** Colour contrast (WCAG 2): badges on admin-chosen colours pick the text colour that stays legible. */
const DARK_TEXT = "#1c110b";
const LIGHT_TEXT = "#ffffff";

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rrggbb` colour; null for anything else. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a) ?? 0, luminance(b) ?? 0].sort((x, y) => y - x) as [number, number];
  return (la + 0.05) / (lb + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

function darken(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const scale = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, "0");
  return `#${scale(16)}${scale(8)}${scale(0)}`;
}

/**
 * Colours for a badge on `background` with at least 4.5:1 contrast: the readable text colour, and
 * for mid-tones where neither text colour reaches it, the background darkened just enough for white.
 */
export function badgeColors(background: string): { backgroundColor: string; color: string } {
  if (luminance(background) === null) return { backgroundColor: "#6b4a35", color: LIGHT_TEXT };
  const text = readableTextOn(background);
  if (contrastRatio(background, text) >= 4.5) return { backgroundColor: background, color: text };
  let darker = background;
  while (contrastRatio(darker, LIGHT_TEXT) < 4.5) darker = darken(darker, 0.92);
  return { backgroundColor: darker, color: LIGHT_TEXT };
}

function mixWithWhite(hex: string, share: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (shift: number) =>
    Math.round(((n >> shift) & 255) * share + 255 * (1 - share))
      .toString(16)
      .padStart(2, "0");
  return `#${mix(16)}${mix(8)}${mix(0)}`;
}

/** A soft badge: a light tint of `hex` behind text in `hex`, darkened until it reads at 4.5:1. */
export function tintedBadgeColors(hex: string): { backgroundColor: string; color: string } {
  const base = luminance(hex) === null ? "#6b4a35" : hex;
  const backgroundColor = mixWithWhite(base, 0.12);
  let color = base;
  while (contrastRatio(color, backgroundColor) < 4.5) color = darken(color, 0.92);
  return { backgroundColor, color };
}
