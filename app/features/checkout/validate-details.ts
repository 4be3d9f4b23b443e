/**
 * The details step's values through the same zod schema the API uses. Its own module, loaded when
 * the shopper starts filling the form: zod stays out of the page's first view.
 */
import { CheckoutDetails } from "@domain/orders";
import { DETAILS_FIELDS, type DetailsErrors, type DetailsField, type DetailsValues } from "./details-fields";

export type DetailsResult = { data: CheckoutDetails; errors: null } | { data: null; errors: DetailsErrors };

export function validateDetails(values: DetailsValues): DetailsResult {
  const result = CheckoutDetails.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: DetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailsField;
    if (DETAILS_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
