import { useMatches } from "react-router";
import type { GrindPrices } from "@domain/grind";

const NONE: GrindPrices = {};

/** The owner's grind prices (decision 153), from the loader of the page that sells (product, shop, cart, checkout). */
export function useGrindPrices(): GrindPrices {
  for (const match of useMatches()) {
    const data = match.loaderData as { grindPrices?: GrindPrices } | undefined;
    if (data?.grindPrices) return data.grindPrices;
  }
  return NONE;
}
