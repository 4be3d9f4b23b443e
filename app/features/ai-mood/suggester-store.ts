/**
 * Whether the AI Mood Suggester is open. Any button may open it (nav, hero, discovery card); the
 * dialog itself lives in its own chunk, loaded the first time someone asks for it.
 */
import { useSyncExternalStore } from "react";

let open = false;
/** Where focus goes back to on close: whatever had it when the suggester was asked for. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}

/** Loads the dialog's code ahead of the click (on hover or focus of a button that opens it). */
export const loadMoodSuggester = () => import("./mood-suggester-dialog");

export function openMoodSuggester() {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set(true);
}

/** Radix returns focus only to its own Trigger; our openers live all over the page. */
export function returnFocusToOpener() {
  if (opener?.isConnected) opener.focus();
  opener = null;
}

export function closeMoodSuggester() {
  set(false);
}

export function useMoodSuggesterOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}

/** Props for any button that opens the suggester. */
export const opensMoodSuggester = {
  "aria-haspopup": "dialog" as const,
  onClick: openMoodSuggester,
  onPointerEnter: () => void loadMoodSuggester(),
  onFocus: () => void loadMoodSuggester(),
};
