/** The discount code field of an order or a quote: normalised, one code per order (decision 125). */
import { z } from "zod";
import { CODE_FORMAT_MESSAGE, CODE_PATTERN, normalizeCode } from "./discounts";

export const ONE_CODE_MESSAGE = "Only one code can be used per order";
export const SAME_CODE_TWICE_MESSAGE = "This code is entered twice — a code counts once per order";

const CodeText = z.unknown().transform((value, ctx): string | undefined => {
  if (value === undefined || value === null || value === "") return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== "string" || item.length > 100)) {
    ctx.addIssue({ code: "custom", message: CODE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  const codes = (list as string[]).map(normalizeCode).filter(Boolean);
  if (codes.length === 0) return undefined;
  if (codes.length > 1) {
    ctx.addIssue({ code: "custom", message: new Set(codes).size === 1 ? SAME_CODE_TWICE_MESSAGE : ONE_CODE_MESSAGE });
    return z.NEVER;
  }
  if (!CODE_PATTERN.test(codes[0]!)) {
    ctx.addIssue({ code: "custom", message: CODE_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return codes[0];
});

/** Optional: an order without a code leaves the field out (or sends "" or null). */
export const DiscountCodeField = CodeText.optional();
