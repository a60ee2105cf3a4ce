import type { TIndicator } from "@bandcraft/domain/writing-feedback/essay-indicators";

/** Which spelling the checker accepts: the learner's choice, British by default (IELTS accepts either, consistently). */
export type TSpelling = "british" | "american";

/** How a suggestion changes the flagged span. */
export type TSuggestionKind = "replace" | "remove" | "insertAfter";

export type TSuggestion = { kind: TSuggestionKind; text: string };

/**
 * One grammar or spelling issue found by the checker, as plain data (the worker frees harper's wasm objects).
 * `start` and `end` are UTF-16 offsets into the checked text, like String.prototype.slice.
 */
export type TIssue = {
  id: string;
  start: number;
  end: number;
  /** harper's lint kind, e.g. "Spelling", "Agreement", "Repetition". */
  kind: string;
  /** Plain text (harper's HTML message is never used). */
  message: string;
  /** The flagged text, as the checker saw it. */
  problem: string;
  suggestions: TSuggestion[];
};

/** What one check answers with: empty essays get no feedback, only the friendly message. */
export type TCheckResult =
  | { empty: true }
  | {
      empty: false;
      issues: TIssue[];
      indicators: TIndicator[];
      /** The few figures saved with the essay (feedbackSummary of the domain). */
      summary: Record<string, number | string | boolean>;
      /** Milliseconds the worker spent, for the performance notes. */
      elapsedMs: number;
    };

export type TCheckRequest = { text: string; part: 1 | 2; timeSpentSeconds: number; spelling: TSpelling };

/** Main thread → worker. */
export type TWorkerRequest = TCheckRequest & { id: number };

/** Worker → main thread. */
export type TWorkerResponse = { id: number; ok: true; result: TCheckResult } | { id: number; ok: false; error: string };
