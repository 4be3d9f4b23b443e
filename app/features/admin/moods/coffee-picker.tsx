import { useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { AdminCoffee } from "@domain/admin/types";

/** Picks the origins a mood recommends, in the order ticked (best match first). */
export function CoffeePicker({ name, coffees }: { name: string; coffees: AdminCoffee[] }) {
  const id = useId();
  const { field } = useController({ name });
  const { formState, getFieldState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  const [filter, setFilter] = useState("");
  const chosen = (field.value as number[] | undefined) ?? [];
  const shown = coffees.filter((c) => `${c.name} ${c.region}`.toLowerCase().includes(filter.trim().toLowerCase()));

  function toggle(coffeeId: number) {
    field.onChange(chosen.includes(coffeeId) ? chosen.filter((x) => x !== coffeeId) : [...chosen, coffeeId]);
  }

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-summary`}>
      <legend className="text-sm font-semibold">Coffees</legend>
      <p id={`${id}-summary`} className="mt-0.5 text-xs text-coffee-500" aria-live="polite">
        {chosen.length
          ? `${chosen.length} chosen, best match first: ${chosen.map((c) => coffees.find((x) => x.id === c)?.name ?? `#${c}`).join(", ")}`
          : "None chosen yet."}
      </p>
      <input
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="Filter origins"
        aria-label="Filter origins"
        className="mt-2 h-10 w-full rounded-xl border border-coffee-800/15 bg-white px-3 text-sm focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
      />
      <ul className="mt-2 max-h-64 divide-y divide-coffee-800/5 overflow-y-auto rounded-xl border border-coffee-800/10 bg-white">
        {shown.map((coffee) => {
          const position = chosen.indexOf(coffee.id);
          return (
            <li key={coffee.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-cream-50">
                <input
                  type="checkbox"
                  className="size-4 accent-coffee-800"
                  checked={position !== -1}
                  onChange={() => toggle(coffee.id)}
                />
                <span className="flex-1">
                  <span className="font-medium">{coffee.name}</span>{" "}
                  <span className="text-coffee-500">· {coffee.region}</span>
                </span>
                {position !== -1 ? (
                  <span className="grid size-6 place-items-center rounded-full bg-coffee-800 text-xs font-bold text-cream-50">
                    {position + 1}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-coffee-500">No origin matches.</li>
        ) : null}
      </ul>
      {message ? <p className="mt-1.5 text-sm font-medium text-terracotta-600">{message}</p> : null}
    </fieldset>
  );
}
