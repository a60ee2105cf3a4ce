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
