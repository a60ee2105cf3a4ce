import { z } from "zod";

/** Option maps are keyed by capital letters (A, B, C…); the order of keys is display order. */
export const ZLetterKey = z.string().regex(/^[A-Z]$/, "Option keys must be single capital letters");
export const ZOptionMap = z.record(ZLetterKey, z.string());

/** Roman numerals i to xv key the headings of a heading-matching section. */
export const ROMAN_NUMERALS = [
  "i",
  "ii",
  "iii",
  "iv",
  "v",
  "vi",
  "vii",
  "viii",
  "ix",
  "x",
  "xi",
  "xii",
  "xiii",
  "xiv",
  "xv",
] as const;
export const ZRomanKey = z.enum(ROMAN_NUMERALS);

/** Global question numbers of the blanks a section holds, in reading order. */
export const ZBlankNumbers = z.array(z.number().int().min(1)).min(1);

/** Image reference: a file name under content/images, or an /api/images/… URL once imported. */
export const ZPicUrl = z.string().min(1);
