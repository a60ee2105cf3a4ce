/** One row of a band table: every raw score from `from` to `to` (out of 40, inclusive) earns `band`. */
export type TBandRow = { readonly from: number; readonly to: number; readonly band: number };
/** A band table, highest scores first; it must cover 0 to 40 without gaps. */
export type TBandTable = readonly TBandRow[];

/** The raw score every band table is written against. */
export const RAW_SCORE_MAX = 40;
/** Band value for "no score" (shown as "N/A"). */
export const NO_BAND = -1;

/** Academic Reading: raw score out of 40 → band. */
export const ACADEMIC_READING_BANDS: TBandTable = [
  { from: 39, to: 40, band: 9 },
  { from: 37, to: 38, band: 8.5 },
  { from: 35, to: 36, band: 8 },
  { from: 33, to: 34, band: 7.5 },
  { from: 30, to: 32, band: 7 },
  { from: 27, to: 29, band: 6.5 },
  { from: 23, to: 26, band: 6 },
  { from: 19, to: 22, band: 5.5 },
  { from: 15, to: 18, band: 5 },
  { from: 13, to: 14, band: 4.5 },
  { from: 10, to: 12, band: 4 },
  { from: 8, to: 9, band: 3.5 },
  { from: 6, to: 7, band: 3 },
  { from: 4, to: 5, band: 2.5 },
  { from: 0, to: 3, band: 0 },
];

// Kept as named data so a General Training table can be added beside it without touching the lookup.
/** Every band table the app knows, by name. */
export const BAND_TABLES = { academicReading: ACADEMIC_READING_BANDS } as const satisfies Record<string, TBandTable>;
export type TBandTableName = keyof typeof BAND_TABLES;

/** Scales a score on a test of `total` questions to the nearest whole raw score out of 40. */
export function scaleToForty(correct: number, total: number): number {
  const scaled = Math.round((correct * RAW_SCORE_MAX) / total);
  return Math.min(RAW_SCORE_MAX, Math.max(0, scaled));
}

/** The band for `correct` answers out of `total` (scaled to 40 first); -1 when there is nothing to score. */
export function bandForScore(correct: number, total: number, table: TBandTable = ACADEMIC_READING_BANDS): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(correct)) return NO_BAND;
  const raw = scaleToForty(correct, total);
  const row = table.find((r) => raw >= r.from && raw <= r.to);
  return row ? row.band : NO_BAND;
}
