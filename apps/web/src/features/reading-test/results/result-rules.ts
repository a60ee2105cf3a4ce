import { NO_BAND } from "@bandcraft/domain/band";

/** Colour tier of a band: -1 grey ("N/A"), ≥8 green, ≥6.5 blue, ≥5 amber, below 5 red. */
export type TBandTone = "none" | "green" | "blue" | "amber" | "red";

export function bandTone(band: number): TBandTone {
  if (band === NO_BAND || !Number.isFinite(band) || band < 0) return "none";
  if (band >= 8) return "green";
  if (band >= 6.5) return "blue";
  if (band >= 5) return "amber";
  return "red";
}

/** A band to one decimal, or null when there is none (shown as "N/A"). */
export function formatBand(band: number): string | null {
  return bandTone(band) === "none" ? null : band.toFixed(1);
}

/** correct / total as a percentage with one decimal; 0.0 when there is nothing to count. */
export function percentOf(correct: number, total: number): string {
  return total > 0 ? ((correct / total) * 100).toFixed(1) : "0.0";
}
