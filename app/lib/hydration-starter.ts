/**
 * Runs in the browser, inline in every production page (serialised by finish-document.server.ts):
 * starts React Router's module bootstrap — kept in the page as inert text — once the page has loaded
 * and painted, as soon as the shopper touches or types, or after 3 s, whichever comes first. Until
 * then the network and the main thread belong to what the shopper sees (docs/decisions/026).
 *
 * A tap on a button before React listens (the menu, say) would otherwise be lost: the last such tap
 * is kept and replayed once the page has hydrated. Links and forms need no help; they work without
 * React. Taps after `HYDRATING_EVENT` are React's own to queue and replay.
 * `stages` are modules evaluated one task apart before the bootstrap (React's chunk). Evaluating the
 * page's 400 KB of code was one task of 100–150 ms under Lighthouse's throttling, a long task that blocks
 * a tap (decision 171).
 * Self-contained on purpose: it is sent as source, so it may use nothing from outside itself.
 */
export function startHydration(bootstrapId: string, modules: string[], stages: string[]): void {
  let started = false;
  let reactListens = false;
  let tapped: HTMLButtonElement | null = null;
  const start = () => {
    if (started) return;
    started = true;
    // Preload every module at once: the bootstrap's imports would otherwise be found one level at a time.
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const run = () => {
      const bootstrap = document.getElementById(bootstrapId) as HTMLScriptElement;
      const script = document.createElement("script");
      script.type = "module";
      // The attribute, not only the property: a script made in the page carries its nonce visibly, like the rest.
      script.setAttribute("nonce", bootstrap.nonce ?? "");
      script.textContent = bootstrap.textContent;
      document.body.append(script);
    };
    // If a stage cannot be fetched, the bootstrap asks again (and the page stays as the server sent it).
    const next = () => {
      const href = stages.shift();
      if (href) import(href).then(() => setTimeout(next), run);
      else run();
    };
    next();
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
  for (const event of ["pointerdown", "keydown", "touchstart"])
    addEventListener(event, start, { once: true, passive: true, capture: true });
  setTimeout(start, 3000);

  addEventListener("bb:hydrating", () => (reactListens = true), { once: true });
  addEventListener(
    "click",
    (event) => {
      if (reactListens || !(event.target instanceof Element)) return;
      const button = event.target.closest("button");
      if (button && !button.form && !button.disabled) tapped = button;
    },
    { capture: true, passive: true },
  );
  const root = document.documentElement;
  const replay = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    replay.disconnect();
    if (tapped?.isConnected) tapped.click();
    tapped = null;
  });
  replay.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

/** Sent by the client entry just before React takes over the document. */
export const HYDRATING_EVENT = "bb:hydrating";
