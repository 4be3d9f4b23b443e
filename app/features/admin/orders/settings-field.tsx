import { inputClass } from "../ui/input-class";

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
