/**
 * The products a code is limited to, ticked by name from the catalogue (issue 17) rather than typed as
 * ids. A product no longer in the catalogue stays listed, marked, until it is unticked.
 */
import { useId, useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { AdminProduct } from "@domain/admin/types";
import { titleCase } from "../format";
import { useAdminQuery } from "../use-admin-data";

type Choice = { id: number; name: string; detail: string };

export function ProductPicker({ name }: { name: string }) {
  const id = useId();
  const { field } = useController({ name });
  const { formState, getFieldState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  const products = useAdminQuery<AdminProduct[]>("/products");
  const [filter, setFilter] = useState("");
  const chosen = (field.value as number[] | undefined) ?? [];
  const catalogue: Choice[] = [...(products.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({ id: p.id, name: p.name, detail: `${titleCase(p.category)}${p.isActive ? "" : " · not on sale"}` }));
  const gone = products.data
    ? chosen
        .filter((productId) => !catalogue.some((p) => p.id === productId))
        .map((productId) => ({ id: productId, name: `Product #${productId}`, detail: "no longer in the catalogue" }))
    : [];
  const all = [...catalogue, ...gone];
  const words = filter.trim().toLowerCase();
  const shown = all.filter((p) => `${p.name} ${p.detail}`.toLowerCase().includes(words));
  const nameOf = (productId: number) => all.find((p) => p.id === productId)?.name ?? `#${productId}`;

  function toggle(productId: number) {
    field.onChange(chosen.includes(productId) ? chosen.filter((x) => x !== productId) : [...chosen, productId]);
  }

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-summary`}>
      <legend className="text-sm font-semibold">Only these products</legend>
      <p id={`${id}-summary`} className="mt-0.5 text-xs text-coffee-500" aria-live="polite">
        {chosen.length
          ? `${chosen.length} chosen: ${chosen.map(nameOf).join(", ")}`
          : "None ticked: every product (unless categories are ticked below)."}
      </p>
      <input
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder="Filter products"
        aria-label="Filter products"
        className="mt-2 h-11 w-full rounded-xl border border-coffee-800/15 bg-white px-3 text-sm focus:border-coffee-800 focus:outline-none focus:ring-2 focus:ring-terracotta-500/30"
      />
      <ul className="mt-2 max-h-64 divide-y divide-coffee-800/5 overflow-y-auto rounded-xl border border-coffee-800/10 bg-white">
        {shown.map((product) => (
          <li key={product.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-cream-50">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-coffee-800"
                checked={chosen.includes(product.id)}
                onChange={() => toggle(product.id)}
              />
              <span className="min-w-0 flex-1">
                <span className="font-medium">{product.name}</span>{" "}
                <span className="text-coffee-500">· {product.detail}</span>
              </span>
            </label>
          </li>
        ))}
        {shown.length === 0 ? (
          <li className="px-3 py-4 text-center text-sm text-coffee-500">
            {products.isLoading ? "Loading the catalogue…" : "No product matches."}
          </li>
        ) : null}
      </ul>
      {message ? <p className="mt-1.5 text-sm font-medium text-terracotta-600">{message}</p> : null}
    </fieldset>
  );
}
