/**
 * Field builders for the admin's payloads. Each accepts what a form holds (text from an input, a
 * comma-separated list, "" for an emptied field) as well as what the API sends (numbers, lists,
 * null), and every output is itself a valid input that parses to the same value — so a form may
 * send its raw values or the parsed ones, and a saved entity can be sent back unchanged.
 *
 * Conventions: an emptied optional field ("" or null) becomes null (cleared); a field left out
 * (undefined) keeps its stored value on an update; a field with a default gets the default when
 * emptied.
 */
import { z } from "zod";
import { toDecimalText, toPaise } from "../money";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const blankToNull = (value: unknown) => {
  const v = trimmed(value);
  return v === "" ? null : v;
};

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: "" or null clears it (null), undefined leaves it as it is. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );

/** Text that is never null: emptied means "". */
export const plainText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? "" : trimmed(value)),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

/** A list from a comma-separated string or an array: items trimmed, empty ones dropped. */
export const commaList = (label: string, options: { maxItems?: number; maxLength?: number } = {}) => {
  const maxItems = options.maxItems ?? 30;
  const maxLength = options.maxLength ?? 80;
  return z.preprocess(
    (value) => {
      if (value === null || value === "") return [];
      const items = typeof value === "string" ? value.split(",") : value;
      return Array.isArray(items) ? items.map(trimmed).filter((item) => item !== "") : items;
    },
    z
      .array(
        z
          .string({ error: `${label}: each item must be text` })
          .max(maxLength, `${label}: each item must be at most ${maxLength} characters`),
        {
          error: `${label} must be a comma-separated list`,
        },
      )
      .max(maxItems, `${label}: at most ${maxItems} items`)
      .optional(),
  );
};

const toNumber = (value: unknown) => {
  const v = trimmed(value);
  if (v === "" || v === null) return undefined;
  if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v;
};

/** A whole number; "" means "not given" (the default applies on create). */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/** A whole number that can be cleared: "" or null → null. */
export const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (trimmed(value) === "" || value === null ? null : toNumber(value)),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .nullable()
      .optional(),
  );

/** A decimal number that can be cleared ("" or null → null). */
export const optionalDecimal = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (trimmed(value) === "" || value === null ? null : toNumber(value)),
    z
      .number({ error: `${label} must be a number` })
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .nullable()
      .optional(),
  );

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * Decimal rupees ("1300", "1300.5", 1300.5) → the canonical text "1300.50". The server turns it
 * into paise; the form shows it as typed. At most two decimals, below ₹1 crore.
 */
const rupeeText = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be an amount in rupees` }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    if (!(typeof value === "number" ? Number.isFinite(value) && value >= 0 && value < 1e7 : RUPEES.test(text))) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in rupees with at most two decimals` });
      return z.NEVER;
    }
    let paise: number;
    try {
      paise = toPaise(value);
    } catch {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in rupees with at most two decimals` });
      return z.NEVER;
    }
    if (typeof value === "number" && Math.abs(paise - value * 100) > 1e-6) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in rupees with at most two decimals` });
      return z.NEVER;
    }
    return toDecimalText(paise);
  });

/** A required price above zero. */
export const requiredRupees = (label: string) =>
  z.preprocess(
    (value) => (trimmed(value) === "" || value === null ? undefined : value),
    z
      .custom<string | number>((value) => value !== undefined, { error: `${label} is required` })
      .pipe(rupeeText(label))
      .refine((text) => toPaise(text) > 0, `${label} must be more than ₹0`),
  );

/** An optional amount ("" or null clears it). */
export const optionalRupees = (label: string) =>
  z.preprocess((value) => (trimmed(value) === "" ? null : value), rupeeText(label).nullable().optional());

/** Paise of a parsed rupee text (the output of the rupee fields). */
export const paiseOf = (text: string) => toPaise(text);

const LOCAL_PATH = /^\/(?!\/)[^\s]*$/;
const isWebUrl = (value: string) => {
  if (LOCAL_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** A link or image: an http(s) URL or a path on this site ("/uploads/…"); nothing else (no javascript:). */
export const webUrl = (label: string) =>
  z
    .string({ error: `${label} must be a URL` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(isWebUrl, `${label} must be a URL (https://…) or a path on this site (/…)`);

export const optionalWebUrl = (label: string) => z.preprocess(blankToNull, webUrl(label).nullable().optional());

/** Booleans from checkboxes, JSON, or "true"/"false" text. */
export const flag = (label: string) =>
  z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : value),
    z.boolean({ error: `${label} must be true or false` }).optional(),
  );

/** An optional choice from a fixed list; "" or null clears it. */
export const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    blankToNull,
    z
      .enum(values, { error: `${label} must be one of: ${values.join(", ")}` })
      .nullable()
      .optional(),
  );

export const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(trimmed, z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }).optional());

/** A URL slug: lower-case letters, digits and hyphens. "" means "derive it from the title". */
export const optionalSlug = (label = "Slug") =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text` })
      .max(200, `${label} must be at most 200 characters`)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} may contain only lower-case letters, digits and single hyphens`)
      .nullable()
      .optional(),
  );

/** Makes every field of an object schema optional without applying defaults (for PUT: left out = unchanged). */
export type Patch<T> = { [K in keyof T]?: T[K] };

/**
 * The create schema of an entity: `fields` with `defaults` filled in where a field was left out or
 * emptied. The update schema is `fields.partial()` (left out = unchanged).
 */
export function withDefaults<S extends z.ZodObject, const D extends Partial<z.output<S>>>(fields: S, defaults: D) {
  return fields.transform((value) => {
    const out: Record<string, unknown> = { ...defaults };
    for (const [key, v] of Object.entries(value as Record<string, unknown>))
      if (v !== undefined && !(v === null && key in defaults)) out[key] = v;
    return out as Omit<z.output<S>, keyof D> & {
      [K in keyof D]-?: Exclude<z.output<S>[K & keyof z.output<S>], undefined | null>;
    };
  });
}
