import * as accounts from "@bandcraft/contract/accounts";
import * as admin from "@bandcraft/contract/admin";
import * as reading from "@bandcraft/contract/reading";
import * as writing from "@bandcraft/contract/writing";
import fc from "fast-check";
import { z } from "zod";

// Hostile JSON values for the hostile-input suite: wrong types on the contract's field names, edge
// numbers, nasty strings, mutations of a valid body, and the systematic one-field sweep.

/** Every field name the contract knows (walked from its Zod schemas), so wrong values land on real keys. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (node instanceof z.ZodType) {
      walk((node as unknown as { _zod: { def: unknown } })._zod.def);
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "shape" && value && typeof value === "object") for (const name of Object.keys(value)) names.add(name);
      walk(value);
    }
  };
  for (const module of [accounts, admin, reading, writing]) for (const schema of Object.values(module)) walk(schema);
  return [...names].sort();
}

export const FIELD_NAMES = contractFieldNames();

const POISON_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", " "];

/** Raw JSON number literals JSON.stringify cannot write; they travel as a marker string and are spliced in. */
const RAW_NUMBERS = ["1e999", "-1e999", "1e-999", "123456789012345678901234567890", "-0", "1E+2", "0.0000001"];
const rawNumberMarker = (literal: string) => `@@raw:${literal}@@`;

export const NASTY_STRINGS = [
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

export const hostileString = fc.oneof(
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

/** Numbers at the edges that break things: signs, fractions, 32-bit and 53-bit limits, overflow. */
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
];

const hostileNumber = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_NUMBERS, ...EDGE_NUMBERS.map((n) => -n)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map(rawNumberMarker) },
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
 * an extra field or wrapped in an array. With `only`, exactly one change of that kind.
 */
export function mutatedSample(sample: unknown, only?: TMutation["kind"]): fc.Arbitrary<unknown> {
  const mutation: fc.Arbitrary<TMutation> = fc.record({
    kind: only ? fc.constant(only) : fc.constantFrom("retext", "replace", "replace", "delete", "extra", "wrap"),
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
    .array(mutation, { minLength: 1, maxLength: only ? 1 : 3 })
    .map((mutations) => mutations.reduce<unknown>(applyMutation, structuredClone(sample)));
}

/** JSON text, with the raw number markers replaced by literals JSON.stringify cannot produce. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.replace(/"@@raw:([^"@]*)@@"/g, (_, literal: string) => literal);
}
// ---- the systematic sweep ----

/** What every string field is tried with: NUL in each position, limits' edges, lone surrogates, blanks. */
const SWEEP_STRINGS = ["", " ", "\u0000", "\ud800", "😀é".repeat(300), "w ".repeat(100_001)];

/**
 * Every one-field change of a valid body, in order rather than at random: each number set to each edge
 * (and to literals JSON.stringify cannot write), each string to each hostile text or with NUL added.
 * Random runs rarely hit "this one number is 2^31 and all else is valid"; the sweep always does.
 */
export function singleFieldVariants(sample: unknown): { label: string; text: string }[] {
  const variants: { label: string; text: string }[] = [];
  const all = places(sample);
  all.forEach((place, index) => {
    const [parent, key] = place;
    const current = parent ? (parent as Record<string, unknown>)[key] : sample;
    const candidates =
      typeof current === "number"
        ? [...EDGE_NUMBERS, ...EDGE_NUMBERS.map((n) => -n), ...RAW_NUMBERS.map(rawNumberMarker)]
        : typeof current === "string"
          ? [...SWEEP_STRINGS, `${current}\u0000`, `\u0000${current}`]
          : [];
    for (const value of candidates) {
      const body = structuredClone(sample);
      const [copyParent, copyKey] = places(body)[index] ?? [undefined, ""];
      if (!copyParent) continue;
      (copyParent as Record<string, unknown>)[copyKey] = value;
      const shown = typeof value === "string" && value.length > 20 ? `${value.slice(0, 8)}… (${value.length})` : value;
      variants.push({ label: `${key} = ${JSON.stringify(shown)}`, text: toJsonText(body) });
    }
  });
  return variants;
}
