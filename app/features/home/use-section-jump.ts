import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { SECTION_JUMP_ATTRIBUTE } from "~/lib/section-jump";

/** How long the page keeps the section in place while images and fonts settle. */
const SETTLE_MS = 1500;
/** How long a section not yet on the page is waited for (its code loading on a slow network). */
const APPEAR_MS = 5000;

/**
 * Lands `/#community` and the like on the section. Home's lower sections are rendered lazily
 * (`content-visibility: auto`) with an estimated 900 px each, so the browser scrolls by wrong heights
 * and stops thousands of pixels short on a phone. Once a section is asked for, every section renders
 * for real (the attribute switches the lazy rendering off; app.css), the section is scrolled to, and
 * kept there until the page stops moving — or the shopper scrolls for themselves.
 */
function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1); // a stray "%" in a hand-typed link
  }
}

export function useSectionJump(): void {
  const { hash, key } = useLocation();
  useLayoutEffect(() => {
    if (hash.length <= 1) return;
    const id = sectionId(hash);
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    // A section hydrated on view may be re-rendered by this very navigation (app/lib/island.tsx): the
    // target is looked up again each frame, and waited for while its code loads.
    let until = performance.now() + APPEAR_MS;
    let landed: HTMLElement | null = null;
    let lastTop = 0;
    const keepInPlace = () => {
      const target = document.getElementById(id);
      if (target) {
        if (!landed) {
          document.documentElement.setAttribute(SECTION_JUMP_ATTRIBUTE, "");
          until = performance.now() + SETTLE_MS;
        }
        if (target !== landed || Math.abs(target.getBoundingClientRect().top - lastTop) > 1) {
          target.scrollIntoView({ block: "start", behavior: "instant" });
        }
        landed = target;
        lastTop = target.getBoundingClientRect().top;
      }
      if (performance.now() < until) frame = requestAnimationFrame(keepInPlace);
    };
    keepInPlace();
    const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const event of events) window.removeEventListener(event, stop);
    };
  }, [hash, key]);
}
