import { createElement, memo, type ComponentType, type ReactNode } from "react";

type Props = Record<string, unknown>;

/** The same strings under the same names: React Router makes `params` anew when it matches the routes again. */
function sameParams(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  const [x, y] = [a as Props, b as Props];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((key) => x[key] === y[key]);
}

/** Whether a page's props are the same: `loaderData`, `actionData` and `matches` as objects, `params` by value. */
export function samePageProps(before: Props, after: Props): boolean {
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => (key === "params" ? sameParams(before[key], after[key]) : before[key] === after[key]))
  );
}

/**
 * A route's page, rendered again only when one of its props changes: its loader data, action data, matches
 * or params.
 *
 * React Router renders every route again whenever its state changes, even when nothing a page shows has:
 * when it learns the routes behind the links in view, right after hydration (lazy route discovery), or as a
 * navigation makes progress. On home React also restarted that render each time a section hydrated, so the
 * whole page ran ten times (decision 175). React Router hands over the same `loaderData`, `actionData` and
 * `matches` objects until they change, and `params` with the same values, so the memo ends those renders
 * here. (A plain function wraps it: React Router's types want a route's default export to be one.)
 */
export function routePage<P extends object>(Page: ComponentType<P>): (props: P) => ReactNode {
  const Memoised = memo(Page, (before, after) => samePageProps(before as Props, after as Props));
  return (props: P) => createElement(Memoised, props);
}
