/**
 * Throwing junk at one write route of the API — generated JSON bodies, then raw bodies that are not
 * JSON — and the check every answer must pass: no 5xx, a JSON `{ message }` for anything refused, and
 * a refused request leaves the database exactly as it was.
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { Fingerprint } from "./database-fingerprint";
import { RAW_BODIES, junkBodies, textAsJson, type RawBody } from "./junk";
import type { TestApp } from "./test-app";

let nextAddress = 0;
/**
 * A client address of its own for each request (the app trusts one proxy hop in these suites), so
 * the per-address rate limits never stand between the junk and the validation it is meant to reach.
 */
export function freshAddress(): Record<string, string> {
  nextAddress += 1;
  return { "X-Forwarded-For": `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}` };
}

export type Answer = { status: number; text: string };

/**
 * Sends one request and checks the contract for junk: never a 5xx; anything refused answers JSON
 * with a message and leaves the database as it was. Answers the status.
 */
export async function expectNoHarm(
  send: () => Promise<Response>,
  fingerprint: () => Promise<Fingerprint>,
  what: string,
): Promise<number> {
  const before = await fingerprint();
  const response = await send();
  const text = await response.text();
  expect(response.status, `${what} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), `${what} → ${response.status} ${text.slice(0, 300)}`).toMatch(
      /^application\/json/,
    );
    expect(JSON.parse(text), `${what} → ${response.status}`).toMatchObject({ message: expect.stringMatching(/\S/) });
    expect(await fingerprint(), `${what} → ${response.status} changed the database`).toEqual(before);
  }
  return response.status;
}

/** A short, readable name for a body in a failure message. */
export function describeBody(body: unknown): string {
  const text = typeof body === "string" ? body : (JSON.stringify(body) ?? String(body));
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

export type WriteTarget = {
  /** As its router declares it, e.g. `POST /:provider/create-order` (checked against the app's routes). */
  route: string;
  /** What is called, e.g. `/api/sandbox/create-order`. */
  url: string;
  /** A body the route accepts (or nearly): junk is made by spoiling it. */
  valid: Record<string, unknown>;
  /** Headers every call needs (the admin's token, a fresh Idempotency-Key…). */
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /** Bodies of the route's own kind, when it does not take JSON (an upload). */
  bodies?: fc.Arbitrary<RawBody>;
  /** The status that shows junk reached the route's validation (default 400). */
  refusal?: number;
};

/** Junk reached validation, rather than being stopped by a limit or the wrong route (a route that reads no body has none). */
export function expectValidationReached(target: WriteTarget, statuses: number[]): void {
  if (Object.keys(target.valid).length > 0) expect(statuses, target.route).toContain(target.refusal ?? 400);
}

/** Sends generated junk, then every raw body, to `target`; answers the statuses the generated junk got. */
export async function throwJunkAt(
  app: TestApp,
  target: WriteTarget,
  fingerprint: () => Promise<Fingerprint>,
  numRuns: number,
): Promise<number[]> {
  const method = target.route.split(" ")[0]!;
  const send = async ({ name, headers, body }: RawBody) => {
    // Before the fingerprint: making a header (signing in for a token to revoke) may write.
    const allHeaders = { ...freshAddress(), ...(await target.headers?.()), ...headers };
    const bytes = typeof body === "string" ? body : new Uint8Array(body);
    return expectNoHarm(
      () => app.api(target.url, { method, headers: allHeaders, body: bytes }),
      fingerprint,
      `${target.route} with ${name}`,
    );
  };
  const statuses: number[] = [];
  const generated =
    target.bodies ??
    junkBodies(target.valid).map((body): RawBody => ({
      name: describeBody(body),
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }));
  await fc.assert(
    fc.asyncProperty(generated, async (body) => void statuses.push(await send(body))),
    { numRuns },
  );
  await fc.assert(
    fc.asyncProperty(textAsJson, async (body) => void (await send(body))),
    { numRuns: 3 },
  );
  for (const raw of RAW_BODIES) await send(raw);
  return statuses;
}
