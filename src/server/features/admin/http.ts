/** Small helpers the admin routes share. */
import type { Request } from "express";
import { isNumericId } from "@domain/slug";
import { HttpError, notFound } from "../../http/errors";

/** A numeric id from the path, or 404 (an id that cannot exist names nothing). */
export function idParam(req: Request, name = "id", what = "Not found"): number {
  const raw = String(req.params[name] ?? "");
  if (!isNumericId(raw)) throw notFound(what);
  return Number(raw);
}

/** PostgreSQL's unique-violation code, raised by a concurrent insert the pre-check did not see. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: message } : undefined);

/** Runs `fn`; a unique violation becomes a 409 with `message` on `field` (or on `slug` when the slug was taken meanwhile). */
export async function uniquely<T>(fn: () => Promise<T>, message: string, field: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const e = error as { constraint?: string; cause?: { constraint?: string } };
    const constraint = e.constraint ?? e.cause?.constraint ?? "";
    if (constraint.includes("slug") && field !== "slug")
      throw conflict("That slug was just taken; please save again", "slug");
    throw conflict(message, field);
  }
}

/** Undefined fields dropped: what an update sets. */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
