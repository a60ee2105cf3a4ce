// Small numeric helpers; every one returns a finite number for empty input, so a summary never holds NaN.

/** The arithmetic mean, 0 for no values. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The population standard deviation, 0 for fewer than two values. */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** A number rounded to `digits` decimals. */
export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** `part` as a percentage of `whole`, rounded to `digits` decimals; 0 when the whole is 0. */
export function percent(part: number, whole: number, digits = 0): number {
  return whole === 0 ? 0 : round((part / whole) * 100, digits);
}

/** How often each key occurs, most frequent first (ties in alphabetical order). */
export function tally(keys: readonly string[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || byCodePoint(a.key, b.key));
}

/** Compares strings by code point: stable across browsers and locales, and far cheaper than localeCompare's first call. */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
