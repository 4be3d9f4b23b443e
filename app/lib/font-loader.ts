/**
 * Runs in the browser, inline in the `<head>` of every production page (serialised by
 * finish-document.server.ts): adds the shop's web fonts, given as their `@font-face` rules.
 *
 * A browser that has not loaded them before fetches them once the page has hydrated (or 5 s after it
 * has loaded, if it never does), under a name no rule uses: the fonts' ~38 KB do not share a phone's
 * connection with the document, the lead image and the page's code, and no heading is re-set (and
 * perhaps re-wrapped) while the shopper reads. The headings keep the metric-matched fallback until
 * the shopper's next tap or key, when the fonts are set in (decision 159). Once fetched, the browser
 * remembers it, and every later page adds them at once, from the cache, so its headings paint in
 * Fraunces from the first frame.
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
  // Remembered once the browser holds the files, so that later pages set them in from the first frame.
  const remember = (name: string) =>
    document.fonts.load(`1em "${name}"`).then(
      (faces) => {
        try {
          if (faces.length > 0) localStorage.setItem(key, "1");
        } catch {
          // Not remembered: the next page waits for its hydration too.
        }
      },
      () => undefined,
    );
  // First visit: fetch the font under a name nothing uses, so nothing is re-laid out when it arrives.
  const familyRule = /font-family:\s*(["']?)([^;}"']+)\1/;
  const family = familyRule.exec(css)?.[2] ?? "";
  const early = css.replace(new RegExp(familyRule.source, "g"), 'font-family:"$2 early"');
  let fetched = false;
  const fetchEarly = () => {
    if (added || fetched) return;
    fetched = true;
    const style = document.createElement("style");
    style.textContent = early;
    document.head.append(style);
    void remember(`${family} early`);
  };
  const setIn = () => {
    if (added) return;
    add();
    // A tap before the early fetch: the faces set in now load the files themselves.
    if (!fetched) void remember(family);
  };
  // Set in the font at the shopper's next tap or key (a link followed, a button pressed): the page may
  // then re-flow, as it does for their action, and no text moves under a reader's eyes.
  for (const event of ["click", "keydown"])
    addEventListener(event, setIn, { once: true, capture: true, passive: true });
  // After hydration: the page's code, which makes it work, goes before the fonts, which only dress it.
  const root = document.documentElement;
  const hydrated = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    hydrated.disconnect();
    requestAnimationFrame(() => setTimeout(fetchEarly));
  });
  hydrated.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  // A page that never hydrates (its code failed to load) still fetches them.
  addEventListener("load", () => setTimeout(fetchEarly, 5000), { once: true });
}
