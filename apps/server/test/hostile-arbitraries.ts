import * as accounts from "@bandcraft/contract/accounts";
import * as admin from "@bandcraft/contract/admin";
import * as reading from "@bandcraft/contract/reading";
import * as writing from "@bandcraft/contract/writing";
import { solidPng } from "@bandcraft/domain/testing/solid-png";
import fc from "fast-check";
import { z } from "zod";

/** One generated request body: what goes on the wire and the content type it claims. */
export interface THostileBody {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** Every field name the contract knows (walked from its Zod schemas), so wrong values land on real keys. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (node instanceof z.ZodType) return walk((node as unknown as { _zod: { def: unknown } })._zod.def);
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [key, value] of Object.entries(node)) {
      if (key === "shape" && value && typeof value === "object") for (const name of Object.keys(value)) names.add(name);
      walk(value);
    }
  };
  for (const module of [accounts, admin, reading, writing]) Object.values(module).forEach(walk);
  return [...names].sort();
}

export const FIELD_NAMES = contractFieldNames();

const POISON_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " "];

/** Raw JSON number literals JSON.stringify cannot write; they travel as a marker string and are spliced in. */
const RAW_NUMBERS = ["1e999", "-1e999", "1e-999", "123456789012345678901234567890", "-0", "1E+2", "0.0000001"];
const rawNumberMarker = (literal: string) => `@@raw:${literal}@@`;

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff",
  "\u202e",
  "😀",
  "null",
  "NaN",
  "-1",
  "1e999",
  "' OR '1'='1",
  "%",
  "_%",
  "\\",
  '"',
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "reading-",
  "TT-",
  "@",
  "a@b",
  "x@example.com\u0000",
  "TT-aaaa\u0000",
  "question_1",
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }) },
  // Long texts, some just past the contract's limits (200,000 characters, 10,000 words).
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(257, 5_001, 65_537, 200_001, 300_000)
      .chain((n) => fc.constantFrom("w ".repeat(Math.ceil(n / 2)), "é".repeat(n), "\u0000".repeat(n))),
  },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.5, -0.5, 1.5, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308),
  fc.constantFrom(...RAW_NUMBERS).map(rawNumberMarker),
);

const hostileScalar = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  // Prototype-poisoning shapes and a page object where something else belongs.
  fc.constantFrom<unknown>(
    Object.fromEntries([["__proto__", { isAdmin: true }]]),
    { constructor: { prototype: { isAdmin: true } } },
    { page: 1, pageSize: 20 },
  ),
);

const hostileKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...POISON_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Any JSON value, weighted toward wrong types on the contract's own field names. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: unknown }>(
  (tie) => ({
    value: fc.oneof({ depthSize: "small", withCrossShrink: true }, hostileScalar, tie("array"), tie("object")),
    array: fc.array(tie("value"), { maxLength: 5 }),
    // Object.fromEntries defines own properties, so "__proto__" goes on the wire as a key.
    object: fc
      .array(fc.tuple(hostileKey, tie("value")), { maxLength: 6 })
      .map((entries) => Object.fromEntries(entries)),
  }),
).value;

type TMutation = {
  kind: "replace" | "retext" | "delete" | "extra" | "wrap";
  at: number;
  key: string;
  value: unknown;
  text: string;
  number: unknown;
  affix: string;
  affixAt: "start" | "end" | "whole";
};

/** Every place in a JSON value: [container, key] pairs, the root as [undefined, ""]. */
function places(root: unknown): [Record<string, unknown> | unknown[] | undefined, string][] {
  const found: [Record<string, unknown> | unknown[] | undefined, string][] = [[undefined, ""]];
  const visit = (node: unknown) => {
    if (node === null || typeof node !== "object") return;
    for (const key of Object.keys(node)) {
      found.push([node as Record<string, unknown>, key]);
      visit((node as Record<string, unknown>)[key]);
    }
  };
  visit(root);
  return found;
}

/** The same type with a hostile value: a string keeps its shape but gains NUL, escapes, length; a number goes wild. */
function retexted(current: unknown, m: TMutation): unknown {
  if (typeof current === "string") {
    if (m.affixAt === "start") return m.affix + current;
    if (m.affixAt === "end") return current + m.affix;
    return m.text;
  }
  if (typeof current === "number") return m.number;
  return m.value;
}

function applyMutation(root: unknown, mutation: TMutation): unknown {
  // A copy: generated values may be shared constants, and later mutations must not change them.
  const m = { ...mutation, value: structuredClone(mutation.value) };
  const valueAt = ([parent, key]: ReturnType<typeof places>[number]) =>
    parent ? (parent as Record<string, unknown>)[key] : root;
  const all = places(root);
  // A retext aims at the strings and numbers, where a same-typed hostile value gets furthest.
  const leaves = all.filter((place) => ["string", "number"].includes(typeof valueAt(place)));
  const candidates = m.kind === "retext" && leaves.length > 0 ? leaves : all;
  const place = candidates[m.at % candidates.length] ?? [undefined, ""];
  const [parent, key] = place;
  const current = valueAt(place);
  const isObject = current !== null && typeof current === "object" && !Array.isArray(current);
  const next =
    m.kind === "replace"
      ? m.value
      : m.kind === "retext"
        ? retexted(current, m)
        : m.kind === "wrap"
          ? [current]
          : m.kind === "extra" && isObject
            ? Object.fromEntries([...Object.entries(current), [m.key, m.value]])
            : m.kind === "extra"
              ? m.value
              : undefined;
  if (!parent) return m.kind === "delete" ? {} : next;
  if (m.kind === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (Array.isArray(parent)) parent[Number(key)] = next;
  else Object.defineProperty(parent, key, { value: next, enumerable: true, writable: true, configurable: true });
  return root;
}

/**
 * A valid body with one to three things wrong: a value given a hostile one of the same type (so it gets
 * past type checks and reaches the handler and the database), replaced by any value, removed, joined by
 * an extra field or wrapped in an array.
 */
export function mutatedSample(sample: unknown): fc.Arbitrary<unknown> {
  const mutation: fc.Arbitrary<TMutation> = fc.record({
    kind: fc.constantFrom("retext", "retext", "retext", "replace", "replace", "delete", "extra", "wrap"),
    at: fc.nat(),
    key: hostileKey,
    value: hostileValue,
    text: hostileString,
    number: hostileNumber,
    affix: fc.oneof(
      { weight: 2, arbitrary: fc.constant("\u0000") },
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 4 }) },
    ),
    affixAt: fc.constantFrom("start", "end", "whole"),
  });
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => mutations.reduce<unknown>(applyMutation, structuredClone(sample)));
}

/** JSON text, with the raw number markers replaced by literals JSON.stringify cannot produce. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.replace(/"@@raw:([^"@]*)@@"/g, (_, literal: string) => literal);
}

const BROKEN_JSON = [
  "{",
  "}",
  "[1,]",
  "{'a':1}",
  '{"a":}',
  "undefined",
  "NaN",
  "Infinity",
  '{"a":1}garbage',
  "\u0000",
  "\ufeff{}",
  "//{}",
  '{"a":1,"a":2}',
  "  ",
  '"\\ud800"',
  '"\\u0000"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"paginationRequest":{"page":1e999,"pageSize":-1e999}}',
];

/** Invalid UTF-8 inside an otherwise valid JSON document. */
const nonUtf8Json = fc
  .tuple(fc.constantFrom(...FIELD_NAMES), fc.uint8Array({ minLength: 1, maxLength: 24 }))
  .map(([key, bytes]) =>
    Buffer.concat([
      Buffer.from(`{"${key}":"`),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from(bytes),
      Buffer.from('"}'),
    ]),
  );

/** Arrays or objects nested up to thousands deep, alone or inside a real field. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean(), fc.constantFrom(...FIELD_NAMES))
  .map(([depth, objects, key]) => {
    const inner = objects
      ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
      : `${"[".repeat(depth)}${"]".repeat(depth)}`;
    return `{"${key}":${inner}}`;
  });

const CONTENT_TYPES = [
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----x",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "application/json; charset=iso-8859-1",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;",
  "application/json; boundary=x",
  "application/problem+json",
  "text/json",
  "*/*",
  "application/",
  ";",
  "application/json, text/plain",
  "image/png",
  "text/html",
];

/** A content type: usually the honest one, sometimes another, a made-up one, or none. */
export const hostileContentType = (honest: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(honest) },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** Wrong JSON bodies for a call: mutations of its sample, arbitrary values, broken text, bytes, depth, nothing. */
export function hostileJsonBody(sample: unknown): fc.Arbitrary<THostileBody> {
  const json = (kind: string, arb: fc.Arbitrary<string | Buffer>) =>
    fc
      .tuple(arb, hostileContentType("application/json"))
      .map(([payload, contentType]): THostileBody => ({ kind, payload, contentType }));
  return fc.oneof(
    { weight: 10, arbitrary: json("mutated sample", mutatedSample(sample).map(toJsonText)) },
    { weight: 3, arbitrary: json("any JSON value", hostileValue.map(toJsonText)) },
    { weight: 1, arbitrary: json("broken JSON", fc.constantFrom(...BROKEN_JSON)) },
    { weight: 1, arbitrary: json("random text", fc.string({ unit: "binary", maxLength: 200 })) },
    {
      weight: 1,
      arbitrary: json(
        "random bytes",
        fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
      ),
    },
    { weight: 1, arbitrary: json("non-UTF-8 JSON", nonUtf8Json) },
    { weight: 1, arbitrary: json("deep JSON", deepJson) },
    { weight: 1, arbitrary: json("empty body", fc.constant("")) },
    { weight: 1, arbitrary: fc.constant({ kind: "no body" }) },
  );
}

/** An Authorization header that is not a valid session. */
export const hostileAuthorization = fc.oneof(
  fc.constantFrom(undefined, "", "Bearer", "Bearer ", "bearer x", "Basic YWRtaW46YWRtaW4=", "Bearer a b", "Token x"),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
  fc.constant(`Bearer ${"a".repeat(16_384)}`),
);

export const hostileQuery = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("?a=1", "?__proto__[x]=1", "?page=-1&pageSize=1e999", "?%zz", `?${"a=1&".repeat(1000)}`),
  },
);

// ---- multipart ----

const CRLF = "\r\n";

interface TPart {
  name: string;
  filename?: string;
  type?: string;
  body: string | Uint8Array;
}

const boundaryArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant("----bandcraftBoundary7MA4YWxk") },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 90 }).filter((s) => !/[\r\n]/.test(s)) },
  { weight: 1, arbitrary: fc.constantFrom("", '"quoted"', "a".repeat(71), "=", " ", "--", ";") },
);

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("writingData", "pic") },
  { weight: 1, arbitrary: fc.constantFrom("writingdata", "pic[]", "", "file", 'writingData"; x="y', "__proto__") },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).filter((s) => !/[\r\n"]/.test(s)) },
);

/** The form's parts: hostile writingData documents, pictures real and fake, arbitrary names. */
function multipartParts(writingDataSample: unknown): fc.Arbitrary<TPart[]> {
  const png = solidPng(8, 8);
  const content = fc.oneof(
    { weight: 3, arbitrary: mutatedSample(writingDataSample).map(toJsonText) },
    { weight: 1, arbitrary: fc.constant(toJsonText(writingDataSample)) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom<string | Uint8Array>(png, png.subarray(0, 20), Buffer.from("MZ\x90\x00")) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 128 }) },
  );
  const part = fc.record(
    {
      name: fieldName,
      filename: fc.constantFrom("chart.png", "evil.exe", "../../x.png", ""),
      type: fc.constantFrom("image/png", "application/json", "text/plain", "image/svg+xml"),
      body: content,
    },
    { requiredKeys: ["name", "body"] },
  );
  return fc.array(part, { maxLength: 5 });
}

function encodeMultipart(boundary: string, parts: TPart[], closed: boolean, eol: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const type = p.type !== undefined ? `${eol}Content-Type: ${p.type}` : "";
    chunks.push(
      Buffer.from(`--${boundary}${eol}${disposition}${type}${eol}${eol}`),
      Buffer.from(p.body),
      Buffer.from(eol),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--${eol}`));
  return Buffer.concat(chunks);
}

/** Malformed multipart bodies: bad or missing boundaries, truncated parts, wrong names, stray bytes. */
export function hostileMultipartBody(writingDataSample: unknown): fc.Arbitrary<THostileBody> {
  return fc
    .record({
      boundary: boundaryArb,
      headerBoundary: fc.oneof(
        { weight: 4, arbitrary: fc.constant("same") },
        { weight: 1, arbitrary: fc.constantFrom("missing", "other", "empty") },
      ),
      parts: multipartParts(writingDataSample),
      closed: fc.boolean(),
      cut: fc.option(fc.nat(), { freq: 3 }),
      eol: fc.constantFrom(CRLF, CRLF, CRLF, "\n"),
      prefix: fc.constantFrom("", "", "garbage before the first boundary\r\n"),
    })
    .map((m): THostileBody => {
      const encoded = Buffer.concat([Buffer.from(m.prefix), encodeMultipart(m.boundary, m.parts, m.closed, m.eol)]);
      const payload = m.cut === null ? encoded : encoded.subarray(0, m.cut % (encoded.length + 1));
      const header = {
        same: `multipart/form-data; boundary=${m.boundary}`,
        missing: "multipart/form-data",
        other: "multipart/form-data; boundary=not-the-one-used",
        empty: "multipart/form-data; boundary=",
      }[m.headerBoundary];
      return { kind: `multipart (${m.headerBoundary} boundary)`, payload, contentType: header };
    });
}
