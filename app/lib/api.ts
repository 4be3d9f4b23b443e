/**
 * Client calls: JSON bodies, cookies sent, and any non-OK answer raises
 * an error whose message is "{status}: {body text or status text}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `message` field when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** A numeric field of the JSON error body (e.g. the `productId` of a 409), when there is one. */
  numberField(name: string): number | undefined {
    try {
      const value = (JSON.parse(this.body) as Record<string, unknown>)[name];
      return typeof value === "number" ? value : undefined;
    } catch {
      return undefined;
    }
  }

  get fieldErrors(): Record<string, string> {
    try {
      return (JSON.parse(this.body) as { errors?: Record<string, string> }).errors ?? {};
    } catch {
      return {};
    }
  }
}

/** One JSON call; a caller that signs its calls (the admin's client) passes its own headers. */
export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    signal: init.signal,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
