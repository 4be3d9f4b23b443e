/**
 * Input no schema field can mean and PostgreSQL cannot take, refused at the door with a clear 4xx
 * instead of failing deep inside a query with a 500: the NUL character (a text column cannot hold
 * U+0000), half a surrogate pair (jsonb refuses "\ud800"), and JSON nested deeper than any of our
 * payloads (jsonb and the serializers recurse once per level; a 10,000-deep array fits in 20 KB).
 */
import type { RequestHandler } from "express";
import { HttpError } from "./errors";

/** Our deepest payload (a home section's `data` with slides) nests 4 levels; this leaves room. */
export const MAX_JSON_DEPTH = 32;
export const NUL_MESSAGE = "Text must not contain the NUL character (\\u0000)";
export const BROKEN_UNICODE_MESSAGE = "Text must be valid Unicode (half of a surrogate pair was sent)";
export const TOO_DEEP_MESSAGE = `The request body must not be nested more than ${MAX_JSON_DEPTH} levels deep`;

type Problem = { field: string; message: string };

/** In a `u` regex a surrogate only matches when it is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | undefined {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_UNICODE_MESSAGE;
  return undefined;
}

/** The first key or string of `value` PostgreSQL cannot store, or nesting past the limit; walked without recursion. */
export function unstorablePart(value: unknown, root: string): Problem | undefined {
  const pending: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    const field = path.join(".") || root;
    const message = typeof current === "string" ? textProblem(current) : undefined;
    if (message) return { field, message };
    if (current === null || typeof current !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return { field: root, message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(current)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { field, message: keyProblem };
      pending.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return undefined;
}

export const refuseUnstorableInput: RequestHandler = (req, _res, next) => {
  // A NUL in the path names nothing we have (ids and slugs cannot contain one).
  if (/%00/i.test(req.path)) return next(new HttpError(404, `No API endpoint at ${req.method} ${req.path}`));
  const problem = unstorablePart(req.body, "body") ?? unstorablePart(req.query, "query");
  next(problem ? new HttpError(400, problem.message, { [problem.field]: problem.message }) : undefined);
};
