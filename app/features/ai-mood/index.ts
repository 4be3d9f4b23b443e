/** What the rest of the app may use from the mood suggester (docs/decisions/060). The dialog itself loads on open. */
export { LazyMoodSuggester } from "./lazy-mood-suggester";
export { openMoodSuggester, opensMoodSuggester } from "./suggester-store";
