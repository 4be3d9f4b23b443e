import { lazyPart } from "~/lib/lazy-part";

/**
 * The 404 view for an error boundary: its code comes with the error that shows it, so no page's first view
 * carries it (issue 22, decision 176). The not-found route itself imports the view directly.
 */
export const LazyNotFoundView = lazyPart(() => import("./not-found-view").then((module) => module.NotFoundView));
