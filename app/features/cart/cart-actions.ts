/** Adding to the cart from any screen: one place for the stock check, the pricing and the toasts. */
import { MOOD_CARD_BREWING_METHOD } from "@domain/brewing";
import { addedToCartMessage, cartItemFor, type MergeRule } from "@domain/cart";
import type { GrindPrices } from "@domain/grind";
import { QUICK_ADD_WEIGHT } from "@domain/pricing";
import { toast } from "~/lib/toast";
import { addCartItem } from "./cart-store";

export type Addable = {
  id: number;
  name: string;
  pricePaise: number;
  gramOptions?: readonly { weight: string; pricePaise: number }[] | null;
  images: readonly string[];
  inStock: boolean;
};

export const OUT_OF_STOCK_TOAST = {
  title: "Out of Stock",
  description: "This product is currently unavailable",
  variant: "destructive",
} as const;

export function addProductToCart(
  product: Addable,
  options: {
    grams: number;
    brewingMethod: string;
    quantity: number;
    rule: MergeRule;
    announce?: boolean;
    /** A filter grind's chicory share, and the owner's grind prices (decision 153). */
    chicoryPercent?: number;
    grindPrices?: GrindPrices;
  },
): boolean {
  if (!product.inStock) {
    toast(OUT_OF_STOCK_TOAST);
    return false;
  }
  const item = cartItemFor({ ...product, gramOptions: product.gramOptions }, options, options.grindPrices);
  if (!item) {
    toast({ title: "Please select weight", description: "Choose a weight option to continue", variant: "destructive" });
    return false;
  }
  addCartItem(item, options.rule);
  if (options.announce !== false) toast({ title: "Added to Cart", description: addedToCartMessage(item) });
  return true;
}

/** Home and featured cards: 250 g, no brewing method, one bag; merges by id and weight. */
export function quickAdd(product: Addable): boolean {
  return addProductToCart(product, { grams: QUICK_ADD_WEIGHT, brewingMethod: "", quantity: 1, rule: "id-weight" });
}

/** Mood cards: 250 g for pour-over, one bag; merges by id and weight. */
export function moodCardAdd(product: Addable): boolean {
  return addProductToCart(product, {
    grams: QUICK_ADD_WEIGHT,
    brewingMethod: MOOD_CARD_BREWING_METHOD,
    quantity: 1,
    rule: "id-weight",
  });
}
