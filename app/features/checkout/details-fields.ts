/** The fields of the details step, in the order the form shows them (a gift's three only when it is one). */
export const DETAILS_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "recipientName",
  "recipientPhone",
  "giftMessage",
  "street",
  "pincode",
  "city",
  "state",
] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
/** `gift`: "This is a gift" is ticked (decision 154); the address is then the recipient's. */
export type DetailsValues = Record<DetailsField, string> & { gift: boolean };
/** "gift" holds what the server says about the gift as a whole (one over ₹50,000). */
export type DetailsErrors = Partial<Record<DetailsField | "gift", string>>;

export const GIFT_FIELDS = ["recipientName", "recipientPhone", "giftMessage"] as const satisfies DetailsField[];

export const EMPTY_DETAILS: DetailsValues = {
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  gift: false,
  recipientName: "",
  recipientPhone: "",
  giftMessage: "",
  street: "",
  pincode: "",
  city: "",
  state: "",
};
