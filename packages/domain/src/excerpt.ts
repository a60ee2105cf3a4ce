/**
 * The start of a text for a list or a title, at most `maxChars` characters: whitespace folded to single spaces, and
 * when it is cut, cut at a word where one ends in the last 40 % of the room, then "…".
 */
export function excerpt(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > (maxChars - 1) * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
