/** What other features may use from the moods (docs/decisions/060): the grid shown while moods load. */
export { MoodGridSkeleton } from "./mood-grid-skeleton";
