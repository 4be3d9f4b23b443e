import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { slugify } from "@domain/slug";

/**
 * While a new record's slug has not been typed by hand, it follows the title (the blog rule:
 * lower-cased, punctuation removed, spaces turned into hyphens). A saved record's slug never moves.
 */
export function SlugFromTitle({ enabled }: { enabled: boolean }) {
  const { setValue, getFieldState, formState } = useFormContext();
  const title = useWatch({ name: "title" }) as string;
  useEffect(() => {
    if (!enabled || getFieldState("slug", formState).isDirty) return;
    setValue("slug", slugify(title ?? ""));
  }, [enabled, title]); // eslint-disable-line react-hooks/exhaustive-deps -- follows the title only; the form state is read, not watched
  return null;
}
