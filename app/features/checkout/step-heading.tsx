import { useEffect, useRef, type ReactNode } from "react";

/**
 * The heading of a checkout step. When a step replaces the last one (`focus`), the page goes back
 * to the top and focus lands here, so keyboard and screen-reader users start on the new step.
 */
export function StepHeading({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
      {children}
    </h2>
  );
}
