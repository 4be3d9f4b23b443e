/**
 * The details step's values through the same zod schemas the API uses. Its own module, loaded when
 * the shopper starts filling the form: zod stays out of the page's first view.
 */
import { CheckoutDetails, GiftInput } from "@domain/orders";
import { DETAILS_FIELDS, type DetailsErrors, type DetailsField, type DetailsValues } from "./details-fields";

/** What the form hands on: the buyer and the address, and the gift when "This is a gift" is ticked. */
export type PlacedDetails = CheckoutDetails & { gift: GiftInput | null };
export type DetailsResult = { data: PlacedDetails; errors: null } | { data: null; errors: DetailsErrors };

/** The gift schema's fields as the form names them. */
const GIFT_FIELD: Record<string, DetailsField> = {
  recipientName: "recipientName",
  recipientPhone: "recipientPhone",
  message: "giftMessage",
};

export function validateDetails(values: DetailsValues): DetailsResult {
  const result = CheckoutDetails.safeParse(values);
  const gift = values.gift
    ? GiftInput.safeParse({
        recipientName: values.recipientName,
        recipientPhone: values.recipientPhone,
        message: values.giftMessage,
      })
    : null;
  if (result.success && (gift === null || gift.success))
    return { data: { ...result.data, gift: gift?.data ?? null }, errors: null };
  const errors: DetailsErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as DetailsField;
    if (DETAILS_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  for (const issue of gift?.error?.issues ?? []) {
    const field = GIFT_FIELD[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
