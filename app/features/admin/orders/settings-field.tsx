import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "~/lib/api";
import { toast } from "~/lib/toast";
import { adminApi } from "../api";
import { inputClass } from "../ui/input-class";
import { useRefreshAdmin } from "../use-admin-data";

/**
 * A number the owner types in a settings sheet (cash on delivery, delivery), with its label and an
 * optional hint; kept as text while typed, checked by the server when saved.
 */
export function settingsField(
  label: string,
  value: string,
  set: (value: string) => void,
  options: { hint?: string; inputMode?: "numeric" | "decimal" } = {},
) {
  return (
    <label key={label} className="space-y-1.5 text-sm font-semibold">
      <span>{label}</span>
      <input
        type="text"
        inputMode={options.inputMode ?? "numeric"}
        value={value}
        onChange={(e) => set(e.target.value)}
        className={`${inputClass} pr-4`}
      />
      {options.hint ? <span className="block text-xs font-normal text-coffee-500">{options.hint}</span> : null}
    </label>
  );
}

/**
 * Saves a settings sheet (`PUT` of the whole settings): a toast either way, the admin's data refreshed,
 * then `onSaved` (the sheet closes).
 */
export function useSaveSettings(path: string, what: string, body: () => unknown, onSaved: () => void) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: () => adminApi.put(path, body()),
    onSuccess: async () => {
      toast({ title: "Saved", description: what });
      await refresh();
      onSaved();
    },
    onError: (error) =>
      toast({ variant: "destructive", title: "Error", description: errorMessage(error, "Failed to save") }),
  });
}
