/** The pincode a shopper last checked, kept in this browser so the next page answers it at once (decision 150). */
export const DELIVERY_PINCODE_KEY = "deliveryPincode";

export function rememberedPincode(): string {
  try {
    return window.localStorage.getItem(DELIVERY_PINCODE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function rememberPincode(pincode: string): void {
  try {
    window.localStorage.setItem(DELIVERY_PINCODE_KEY, pincode);
  } catch {
    // Private mode: the answer still shows, it just is not kept.
  }
}
