import { lazy, Suspense, useEffect, useState } from "react";
import { closeMoodSuggester, loadMoodSuggester, useMoodSuggesterOpen } from "./suggester-store";

const MoodSuggesterDialog = lazy(() => loadMoodSuggester().then((module) => ({ default: module.MoodSuggesterDialog })));

/** Renders nothing until the suggester is first opened, so no page's first view carries its code. */
export function LazyMoodSuggester() {
  const open = useMoodSuggesterOpen();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <MoodSuggesterDialog open={open} onClose={closeMoodSuggester} />
    </Suspense>
  );
}
