/**
 * The one seam for delivery dates (decision 150): `estimate(pincode, at)` answers where the pincode is and
 * when a parcel ordered at `at` arrives, or null for a pincode nobody knows. The default works offline from
 * the postal directory the shop ships and the owner's settings (read through the content cache, so placing
 * an order adds no query); a courier's serviceability API can implement the same interface later.
 */
import {
  dispatchDay,
  estimateDelivery,
  istDayAndHour,
  type DeliveryEstimate,
  type DeliverySettings,
} from "@domain/delivery-estimate";
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
  /**
   * The dispatch day per set of settings, IST day and side of the cutoff: every order and product page of
   * an afternoon shares one, and walking the calendar for each cost a sold-out drop's refusals a few per
   * cent of their CPU (issue 22). A new settings object (the cache reloaded) starts a new memo.
   */
  const dispatchDays = new WeakMap<DeliverySettings, Map<string, string>>();
  function dispatchOn(at: Date, current: DeliverySettings): string {
    let days = dispatchDays.get(current);
    if (!days || days.size > 48) dispatchDays.set(current, (days = new Map<string, string>()));
    const { day, hour } = istDayAndHour(at);
    const key = `${day}|${hour >= current.cutoffHour}`;
    let dispatch = days.get(key);
    if (dispatch === undefined) days.set(key, (dispatch = dispatchDay(at, current)));
    return dispatch;
  }
  return {
    async estimate(pincode, at) {
      const place = lookupPincode(pincode);
      if (!place) return null;
      const current = await settings();
      return { ...estimateDelivery(place, at, current, dispatchOn(at, current)), place };
    },
  };
}
