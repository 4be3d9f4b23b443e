import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/** Set on <html> once a shopper has followed a link to one of home's sections (see app.css). */
export const SECTION_JUMP_ATTRIBUTE = "data-section-jump";

/** How long the page keeps the section in place while images and fonts settle. */
const SETTLE_MS = 1500;

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
    const target = hash.length > 1 ? document.getElementById(sectionId(hash)) : null;
    if (!target) return;
    document.documentElement.setAttribute(SECTION_JUMP_ATTRIBUTE, "");
    target.scrollIntoView({ block: "start", behavior: "instant" });

    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const until = performance.now() + SETTLE_MS;
    let lastTop = target.getBoundingClientRect().top;
    const keepInPlace = () => {
      const top = target.getBoundingClientRect().top;
      if (Math.abs(top - lastTop) > 1) target.scrollIntoView({ block: "start", behavior: "instant" });
      lastTop = target.getBoundingClientRect().top;
      if (performance.now() < until) frame = requestAnimationFrame(keepInPlace);
    };
    frame = requestAnimationFrame(keepInPlace);
    const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const event of events) window.removeEventListener(event, stop);
    };
  }, [hash, key]);
}
