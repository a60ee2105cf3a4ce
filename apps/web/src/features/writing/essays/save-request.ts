import type { TEssaySaveRequest, TFeedbackSummary } from "@bandcraft/contract/writing";
import type { TWritingDraft } from "../editor/draft-store";
import { secondsSince } from "../feedback/spelling";

/** The last check, as far as saving cares: the text it saw and its summary. */
export type TCheckedSummary = { checkedText: string; summary: Record<string, number | string | boolean> };

/**
 * The summary kept with a saved essay, trimmed to what the server accepts (at most 50 entries, keys up to 64
 * characters, texts up to 200, finite numbers); anything else is left out rather than refusing the save.
 */
export function savableSummary(summary: Record<string, number | string | boolean>): TFeedbackSummary {
  const out: TFeedbackSummary = {};
  for (const [key, value] of Object.entries(summary)) {
    if (Object.keys(out).length >= 50) break;
    if (key.length === 0 || key.length > 64) continue;
    if (typeof value === "number" && !Number.isFinite(value)) continue;
    out[key] = typeof value === "string" ? value.slice(0, 200) : value;
  }
  return out;
}

/**
 * What "Save essay" sends: the task, the text, the seconds since the editor opened, the summary of the last
 * check only when it was made of this very text (a summary of an earlier version would mislead), and the essay
 * the draft continues, if any (the new essay then keeps the task as that one kept it).
 */
export function buildSaveRequest(
  draft: Pick<TWritingDraft, "item" | "text" | "startedAt" | "basedOnEssayID">,
  lastCheck: TCheckedSummary | null,
  now: number,
): TEssaySaveRequest {
  return {
    writingPracticeID: draft.item.writingPracticeID,
    part: draft.item.part,
    text: draft.text,
    timeSpent: secondsSince(draft.startedAt, now),
    ...(draft.basedOnEssayID !== undefined && { basedOnEssayID: draft.basedOnEssayID }),
    ...(lastCheck && lastCheck.checkedText === draft.text
      ? { feedbackSummary: savableSummary(lastCheck.summary) }
      : {}),
  };
}
