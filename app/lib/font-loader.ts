/**
 * Runs in the browser, inline in the `<head>` of every production page (serialised by
 * finish-document.server.ts): adds the shop's web fonts, given as their `@font-face` rules.
 *
 * A browser that has not loaded them before gets them once the page has hydrated (or 5 s after it has
 * loaded, if it never does): until then the headings are set in the metric-matched fallback, and the
 * fonts' ~38 KB do not share a phone's connection with the document, the lead image and the page's
 * code (decision 159).
 * Once they have loaded, the browser remembers it, and every later page adds them at once, from the
 * cache, so its headings paint in Fraunces from the first frame.
 * Self-contained on purpose: it is sent as source, so it may use nothing from outside itself.
 */
export function loadFonts(css: string): void {
  const key = "bbFontsLoaded";
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    const style = document.createElement("style");
    style.dataset.fonts = "";
    style.textContent = css;
    document.head.append(style);
  };
  let loadedBefore = false;
  try {
    loadedBefore = localStorage.getItem(key) === "1";
  } catch {
    // Storage refused (a private window, say): every page is a first visit.
  }
  if (loadedBefore) return add();
  const addAndRemember = () => {
    if (added) return;
    add();
    document.fonts.load('1em "Fraunces Variable"').then(
      (faces) => {
        try {
          if (faces.length > 0) localStorage.setItem(key, "1");
        } catch {
          // Not remembered: the next page waits for its load too.
        }
      },
      () => undefined,
    );
  };
  // After hydration: the page's code, which makes it work, goes before the fonts, which only dress it.
  const root = document.documentElement;
  const hydrated = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    hydrated.disconnect();
    requestAnimationFrame(() => setTimeout(addAndRemember));
  });
  hydrated.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  // A page that never hydrates (its code failed to load) still gets them.
  addEventListener("load", () => setTimeout(addAndRemember, 5000), { once: true });
}

/** Where a browser notes that it holds the fonts (read by `loadFonts`, which cannot import it). */
export const FONTS_LOADED_KEY = "bbFontsLoaded";
