/** A JSON object as read from untrusted input: keys known, values not yet checked. */
export type TJsonObject = Readonly<Record<string, unknown>>;

/** True for a plain object (not null, not an array). */
export function isJsonObject(value: unknown): value is TJsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** True unless the value is a string with something other than whitespace in it. */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** How many entries a list or map holds; anything else holds none. */
export function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (isJsonObject(value)) return Object.keys(value).length;
  return 0;
}

/** The value as a list, or an empty list when it is not one. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Longest stretch of a named value a message repeats: a problem list stays small whatever was sent. */
const NAMED_VALUE_CHARS = 80;

/**
 * A value from untrusted JSON as a message may name it: a string, number or boolean as written (cut to 80
 * characters), anything else by its kind. Never String() on a list or object: a deeply nested list would
 * overflow the stack, and a large one would be copied whole into the message.
 */
export function namedValue(value: unknown): string {
  if (typeof value === "string")
    return value.length > NAMED_VALUE_CHARS ? `${value.slice(0, NAMED_VALUE_CHARS)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return String(value);
  return Array.isArray(value) ? "a list" : "an object";
}
