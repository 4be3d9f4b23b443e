/** The seven fields of the details step, in the order the form shows them. */
export const DETAILS_FIELDS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "street",
  "pincode",
  "city",
  "state",
] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
export type DetailsValues = Record<DetailsField, string>;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export const EMPTY_DETAILS: DetailsValues = {
  customerName: "",
  customerEmail: "",
  customerPhone: "",
  street: "",
  pincode: "",
  city: "",
  state: "",
};
