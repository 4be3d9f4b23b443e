/**
 * The owner's moods as the admin names them: a stored code ("energetic-focused") becomes the mood's live
 * name ("Energetic & Focused"), with the same rule as the mail (`moodLabel`, @domain/moods). The moods
 * list is loaded with the panel, so this costs no extra call.
 */
import { useCallback, useMemo } from "react";
import { moodLabel } from "@domain/moods";
import type { AdminMood } from "@domain/admin/types";
import { useAdminQuery } from "../use-admin-data";

export function useMoodNames(): (code: string) => string {
  const { data } = useAdminQuery<AdminMood[]>("/moods");
  const moods = useMemo(
    () => (data ?? []).map((mood) => ({ code: mood.code, name: mood.name, offeredInSubscriptions: false })),
    [data],
  );
  return useCallback((code: string) => moodLabel(code, moods), [moods]);
}

/** The live moods as choices for a select, by name (a product's mood pairing is stored by name). */
export function useMoodNameOptions(): { value: string; label: string }[] {
  const { data } = useAdminQuery<AdminMood[]>("/moods");
  return useMemo(
    () =>
      [...(data ?? [])]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((mood) => ({ value: mood.name, label: `${mood.emoji} ${mood.name}`.trim() })),
    [data],
  );
}
