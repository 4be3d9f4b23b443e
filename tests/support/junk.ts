/**
 * Junk for the reliability suites (fast-check): values of the wrong type, hostile strings, absurd
 * numbers, deep nesting, bodies that are not JSON at all, hostile ids and slugs for paths.
 * `junk-targets.ts` throws it at the routes and checks the answers.
 */
import { gzipSync } from "node:zlib";
import fc from "fast-check";

/** Strings that have broken parsers, databases and pages before. */
export const HOSTILE_STRINGS = [
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "١٢٣",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "' OR '1'='1",
  "1; DROP TABLE products; --",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "\u202etxt.exe",
  "\uD800",
  "🙂".repeat(300),
  "ℌ𝔢𝔩𝔩𝔬 Wörld ಕನ್ನಡ",
  "9".repeat(400),
  "x".repeat(70_000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

const oddNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e-320, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `[[[…]]]` or `{"a":{"a":…}}`, deeper than any form would send. */
const deepNesting = fc.tuple(fc.integer({ min: 30, max: 3000 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

/** One value of any kind, most of them wrong for whatever field receives it. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(hostileString, { maxLength: 5 }),
  deepNesting,
);

type Path = (string | number)[];

/** Every place in `value` a field could be swapped: each key and element, at every depth. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
}

function replacedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replacedAt(copy[head!], rest, replacement);
  return copy;
}

/** Characters that pass a length check but have broken storage and rendering: NUL, lone surrogates, bidi overrides. */
const TAINTS = [
  "\u0000",
  "\uD800",
  "\uDFFF",
  "\u202E",
  "\uFEFF",
  "🙂",
  "\\",
  "'; drop table orders; --",
  "<script>window.__xss=1</script>",
  "%00",
  "\r\n",
];

/**
 * Bodies for a route whose good body looks like `valid`: the good body with one to three fields
 * (at any depth) swapped for junk, its text fields still valid-looking but tainted, the right field
 * names with junk in all of them, arrays where an object belongs, and arbitrary JSON.
 */
export function junkBodies(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const others = [
    { arbitrary: fc.array(fc.constant(valid), { minLength: 1, maxLength: 2 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  ];
  const paths = pathsOf(valid);
  if (paths.length === 0) return fc.oneof(...others);
  const swapped = fc
    .array(fc.tuple(fc.constantFrom(...paths), junkValue), { minLength: 1, maxLength: 3 })
    .map((swaps) => swaps.reduce<unknown>((body, [path, junk]) => replacedAt(body, path, junk), valid));
  const sameNames = fc.record(Object.fromEntries(Object.keys(valid).map((key) => [key, junkValue])), {
    requiredKeys: [],
  });
  const texts = paths.filter((path) => typeof valueAt(valid, path) === "string");
  if (texts.length === 0)
    return fc.oneof({ arbitrary: swapped, weight: 4 }, { arbitrary: sameNames, weight: 2 }, ...others);
  const tainted = fc
    .array(fc.tuple(fc.constantFrom(...texts), fc.constantFrom(...TAINTS), fc.boolean()), {
      minLength: 1,
      maxLength: 2,
    })
    .map((taints) =>
      taints.reduce<unknown>((body, [path, taint, before]) => {
        const text = valueAt(body, path) as string;
        return replacedAt(body, path, before ? `${taint}${text}` : `${text}${taint}`);
      }, valid),
    );
  return fc.oneof(
    { arbitrary: swapped, weight: 3 },
    { arbitrary: tainted, weight: 3 },
    { arbitrary: sameNames, weight: 2 },
    ...others,
  );
}

/** Ids and slugs as an attacker would write them, already encoded for a path segment. */
const HOSTILE_IDS = [
  "1 OR 1=1",
  "1' OR '1'='1",
  "1; DROP TABLE products; --",
  "' UNION SELECT username, password_hash FROM admin_users --",
  "1)--",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "99999999999999999999",
  "NaN",
  "null",
  "__proto__",
  "constructor",
  "..",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%",
  "_",
  "*",
  "ಕನ್ನಡ-ಕಾಫಿ",
  "\u202Eevil",
  "<script>alert(1)</script>",
  "x".repeat(3000),
].map(encodeURIComponent);

/** Already-encoded segments that are broken or sneaky on their own. */
const BROKEN_SEGMENTS = [
  "%ZZ",
  "%E0%A4%A",
  "%00",
  "..%2f..%2fpackage.json",
  "%2e%2e",
  "%252e%252e%252f",
  "%c0%ae%c0%ae",
  "..;",
  "%ED%A0%80",
];
/** Path segments for ids and slugs: injections, traversals, broken encodings. */
export const HOSTILE_SEGMENTS = [...HOSTILE_IDS, ...BROKEN_SEGMENTS];

export type RawBody = { name: string; headers: Record<string, string>; body: string | Buffer };

const json = { "Content-Type": "application/json" };

/** Bodies that are not a JSON object, or not what their headers say they are. */
export const RAW_BODIES: RawBody[] = [
  { name: "truncated JSON", headers: json, body: '{"email": "a@b.co", "items": [' },
  { name: "a bare word", headers: json, body: "nul" },
  { name: "trailing garbage", headers: json, body: '{"a":1}}' },
  { name: "a NUL byte", headers: json, body: "\u0000" },
  { name: "JSON with a byte-order mark", headers: json, body: '\uFEFF{"a":1}' },
  { name: "a JSON number", headers: json, body: "1e999" },
  { name: "JSON sent as text/plain", headers: { "Content-Type": "text/plain" }, body: '{"email":"a@b.co"}' },
  {
    name: "a form",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=a%40b.co&items[0][id]=1&__proto__[x]=1",
  },
  {
    name: "XML",
    headers: { "Content-Type": "application/xml" },
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  {
    name: "multipart with no file",
    headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image\r\n--XyZ--\r\n',
  },
  {
    name: "multipart with a broken boundary",
    headers: { "Content-Type": "multipart/form-data; boundary=XyZ" },
    body: "--XyZ\r\ngarbage",
  },
  { name: "no content type", headers: {}, body: '{"a":1}' },
  { name: "an unknown charset", headers: { "Content-Type": "application/json; charset=klingon" }, body: '{"a":1}' },
  { name: "UTF-16 declared", headers: { "Content-Type": "application/json; charset=utf-16" }, body: '{"a":1}' },
  { name: "gzip that is not gzip", headers: { ...json, "Content-Encoding": "gzip" }, body: "definitely not gzip" },
  { name: "an unknown encoding", headers: { ...json, "Content-Encoding": "snappy" }, body: '{"a":1}' },
  {
    name: "a gzip bomb over 1 MB",
    headers: { ...json, "Content-Encoding": "gzip" },
    body: gzipSync(`{"a":"${"x".repeat(3 * 1024 * 1024)}"}`),
  },
];

/** Arbitrary text sent as JSON (almost never valid). */
export const textAsJson = fc
  .string({ unit: "binary", maxLength: 200 })
  .map((body): RawBody => ({ name: "random text", headers: json, body }));
