/** The account's calls (decision 095): the session is the httpOnly cookie the browser sends by itself. */
import type { SavedAddress, SavedAddressInput } from "@domain/accounts";
import type { SubscriptionFrequency, SubscriptionPlanId } from "@domain/subscription-plans";
import type { SubscriptionStatus } from "@domain/subscriptions";
import { apiRequest } from "~/lib/api";
import type { OrderWithInvoice } from "~/features/orders";

export type ReorderProduct = {
  id: number;
  name: string;
  pricePaise: number;
  gramOptions: { weight: string; pricePaise: number }[];
  images: string[];
  inStock: boolean;
};

/** A paid subscription started with the account's e-mail, with a fresh management link's token (decision 137). */
export type AccountSubscription = {
  id: number;
  plan: SubscriptionPlanId;
  planName: string;
  bags: number;
  pricePaise: number;
  moodName: string;
  frequency: SubscriptionFrequency;
  status: SubscriptionStatus;
  statusLabel: string;
  /** When the next delivery is charged (null unless active or paused). */
  nextDeliveryAt: string | null;
  skipNext: boolean;
  resumeAt: string | null;
  manageToken: string;
};

export type AccountOverview = {
  email: string;
  newsletter: boolean;
  addresses: SavedAddress[];
  products: ReorderProduct[];
  orders: (OrderWithInvoice & { linkToken: string })[];
  /** Delivered coffees waiting for a review, each with its signed review link (decision 130). */
  toReview: {
    orderNumber: string;
    productName: string;
    productSlug: string | null;
    productImage: string | null;
    weightGrams: number;
    deliveredAt: string | null;
    reviewUrl: string;
  }[];
  subscriptions: AccountSubscription[];
};

export const fetchAccount = (signal?: AbortSignal) =>
  apiRequest<AccountOverview>("GET", "/api/account", undefined, { signal });
export const requestSignInCode = (email: string) =>
  apiRequest<{ message: string }>("POST", "/api/account/code", { email });
export const signInWithCode = (email: string, code: string) =>
  apiRequest<{ email: string }>("POST", "/api/account/sign-in", { email, code });
export const signOut = () => apiRequest<void>("POST", "/api/account/sign-out");
export const signOutEverywhere = () => apiRequest<{ ended: number }>("POST", "/api/account/sign-out-everywhere");
export const saveAddress = (input: SavedAddressInput) =>
  apiRequest<SavedAddress>("POST", "/api/account/addresses", input);
export const removeAddress = (id: number) => apiRequest<void>("DELETE", `/api/account/addresses/${id}`);
export const fetchAddresses = (signal?: AbortSignal) =>
  apiRequest<{ email: string; addresses: SavedAddress[] }>("GET", "/api/account/addresses", undefined, { signal });
export const setNewsletter = (subscribed: boolean) =>
  apiRequest<{ newsletter: boolean }>("PUT", "/api/account/newsletter", { subscribed });
export const deleteAccount = (confirmEmail: string) =>
  apiRequest<{ message: string }>("DELETE", "/api/account", { confirmEmail });
