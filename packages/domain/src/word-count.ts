/** Counts words separated by any whitespace (including non-breaking and ideographic spaces). */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}
