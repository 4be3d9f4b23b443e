import { useEffect, useState } from "react";
import { lazyPart, PartBoundary } from "~/lib/lazy-part";
import { closeMoodSuggester, loadMoodSuggester, useMoodSuggesterOpen } from "./suggester-store";

const MoodSuggesterDialog = lazyPart(() => loadMoodSuggester().then((module) => module.MoodSuggesterDialog));

/** Renders nothing until the suggester is first opened, so no page's first view carries its code. */
export function LazyMoodSuggester() {
  const open = useMoodSuggesterOpen();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <PartBoundary
      onDismiss={() => {
        setWanted(false);
        closeMoodSuggester();
      }}
    >
      <MoodSuggesterDialog open={open} onClose={closeMoodSuggester} />
    </PartBoundary>
  );
}
