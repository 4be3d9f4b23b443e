/**
 * The one seam for delivery dates (decision 150): `estimate(pincode, at)` answers where the pincode is and
 * when a parcel ordered at `at` arrives, or null for a pincode nobody knows. The default works offline from
 * the postal directory the shop ships and the owner's settings (read through the content cache, so placing
 * an order adds no query); a courier's serviceability API can implement the same interface later.
 */
import { estimateDelivery, type DeliveryEstimate, type DeliverySettings } from "@domain/delivery-estimate";
import type { Cache } from "../../cache";
import type { Executor } from "../../db/client";
import { lookupPincode, type PincodePlace } from "../pincodes/pincode-directory";
import { readDeliverySettings } from "./delivery.repo";

export type DeliveryQuote = DeliveryEstimate & { place: PincodePlace };

export interface DeliveryEstimator {
  estimate(pincode: string, at: Date): Promise<DeliveryQuote | null>;
}

/** Where the settings are kept in the content cache; the admin's write notifies its channel. */
export const DELIVERY_SETTINGS_CACHE_KEY = "delivery-settings";

export function cachedDeliverySettings(db: Executor, cache: Cache): () => Promise<DeliverySettings> {
  return () => cache.get(DELIVERY_SETTINGS_CACHE_KEY, () => readDeliverySettings(db));
}

export function directoryEstimator(settings: () => Promise<DeliverySettings>): DeliveryEstimator {
  return {
    async estimate(pincode, at) {
      const place = lookupPincode(pincode);
      if (!place) return null;
      return { ...estimateDelivery(place, at, await settings()), place };
    },
  };
}
