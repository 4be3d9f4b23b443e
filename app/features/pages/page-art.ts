/**
 * The illustration at the top of each informational page, from the shop's own artwork (decision 083):
 * the same hand-drawn style as the home page, the journal and the mood pages. A page the owner adds
 * without one here shows its text alone, as before.
 */
export type PageArt = { src: string; alt: string; width: number; height: number };

export const PAGE_ART: Readonly<Record<string, PageArt>> = {
  about: {
    src: "/images/story/estate.svg",
    alt: "A Western Ghats coffee estate: bungalow, silver oaks and rows of coffee in morning mist",
    width: 1200,
    height: 800,
  },
  "brew-guide": {
    src: "/images/journal/brewing-the-perfect-pour-over-at-home.svg",
    alt: "A gooseneck kettle beside a pour-over cone and glass carafe on a scale, by a window onto the hills",
    width: 1200,
    height: 675,
  },
  sourcing: {
    src: "/images/story/hands.svg",
    alt: "Hands holding freshly picked red coffee cherries",
    width: 1200,
    height: 800,
  },
};
