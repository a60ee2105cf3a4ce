/** What a text area holds: each kind has its own height cap. */
export type TTextareaKind = "paragraph" | "instruction" | "field" | "other";

/** Characters beyond which a field may grow to the larger cap. */
const LONG_FIELD_CHARS = 500;

/**
 * The most a text area grows to, in CSS pixels, before it scrolls: 600 for passage paragraphs, 200 for
 * instructions, 250 for fields (500 once the text is over 500 characters), 300 for anything else.
 */
export function textareaCap(kind: TTextareaKind, text: string): number {
  switch (kind) {
    case "paragraph":
      return 600;
    case "instruction":
      return 200;
    case "field":
      return text.length > LONG_FIELD_CHARS ? 500 : 250;
    default:
      return 300;
  }
}
