/** API errors: always JSON `{ message, errors? }`, never a 5xx for a client's mistake. */
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { z } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";
import { redactUrl } from "../redact";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Sent with the answer, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    // A 4xx is an answer, not a fault: nothing reads its stack, and capturing one cost a refused order of
    // a sold-out drop a few per cent of its CPU (decision 162). A 5xx keeps its stack for the log.
    const stackFrames = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackFrames;
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);

/** Parses `data` with `schema`, or throws a 400 naming each bad field with the schema's message. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, message?: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) throw new HttpError(400, "The request body must be a JSON object");
    errors[issue.path.join(".")] ??= issue.message;
  }
  const first = Object.values(errors)[0];
  throw new HttpError(400, message ?? first ?? "Invalid request", errors);
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No API endpoint at ${req.method} ${req.path}`));
};

/** body-parser marks its own errors with `type` and `status`. */
type ParserError = Error & { type?: string; status?: number; expose?: boolean };

export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const { status, body } = describe(error);
    const url = redactUrl(req.originalUrl);
    if (status === 503) logger.warn({ err: error, method: req.method, url }, "database unavailable");
    else if (status >= 500) logger.error({ err: error, method: req.method, url }, "request failed");
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof HttpError && error.headers) res.set(error.headers);
    if (status === 503) res.set("Retry-After", "5");
    res.status(status).json(body);
  };
}

function describe(error: unknown): { status: number; body: { message: string; errors?: Record<string, string> } } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
  }
  const parser = error as ParserError;
  switch (parser?.type) {
    case "entity.parse.failed":
      return { status: 400, body: { message: "Malformed JSON in request body" } };
    case "entity.too.large":
      return { status: 413, body: { message: "Request body is larger than 1 MB" } };
    case "encoding.unsupported":
    case "charset.unsupported":
      return { status: 415, body: { message: parser.message } };
    case "request.aborted":
      return { status: 400, body: { message: "Request was aborted" } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } };
  }
  if (error instanceof URIError) {
    return { status: 400, body: { message: "Malformed URL: a percent-encoded character is invalid" } };
  }
  const status = parser?.status ?? (parser as { statusCode?: number })?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return { status, body: { message: parser.expose ? parser.message : "Bad request" } };
  }
  return { status: 500, body: { message: "Something went wrong on our side. Please try again." } };
}
