// Readers for content that may come from the raw JSON editor: whatever the shape, the form gets
// something it can show (a wrong shape reads as empty, and the editor warns that it would be dropped).

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The text, or "" for anything else. */
export const textOf = (v: unknown): string => (typeof v === "string" ? v : "");

/** The strings of a list; anything else reads as no entries. */
export const textListOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];

/** A key → text map in its own order; non-text values are left out. */
export function optionMapOf(v: unknown): Record<string, string> {
  if (!isObject(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** A boolean, or undefined when the field is absent (so an absent flag stays absent). */
export const flagOf = (v: unknown): boolean | undefined => (typeof v === "boolean" ? v : undefined);

/** The whole numbers of a list. */
export const integersOf = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];

/** Key → text pairs of a map, in order. */
export const entriesOf = (map: Readonly<Record<string, string>>) =>
  Object.entries(map).map(([key, text]) => ({ key, text }));

/** Key → text pairs back into a map. */
export const mapOf = (entries: readonly { key: string; text: string }[]): Record<string, string> =>
  Object.fromEntries(entries.map((e) => [e.key, e.text]));

/** Whether a and b hold the same JSON value (key order of objects aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    const other = Object.keys(b).filter((k) => b[k] !== undefined);
    return keys.length === other.length && keys.every((k) => sameJson(a[k], b[k]));
  }
  return Object.is(a, b);
}
