/** What the part banner says: a title and, when known, the range of question numbers. */
export type TPartBanner = { part: 1 | 2 | 3 | null; range: { from: number; to: number } | null };

/**
 * Levels 1–3 give "Part N" and "Read the text and answer questions A–B."; level 0, any other level or
 * no level gives "Reading" and "Read the text and answer the questions." A part without question
 * numbers keeps its title but the generic description, since there is no range to name.
 */
export function partBanner(level: number | undefined, numbers: readonly number[]): TPartBanner {
  if (level !== 1 && level !== 2 && level !== 3) return { part: null, range: null };
  if (numbers.length === 0) return { part: level, range: null };
  return { part: level, range: { from: Math.min(...numbers), to: Math.max(...numbers) } };
}
