import type { TFunction } from "i18next";
import { classFailure } from "../teaching-rules";
import { classFailureText } from "../teaching-text";

/**
 * A failed results call in the teacher's language: no network or a known refusal as the class page says them,
 * anything else as `fallback` (the server's own message is English, and this screen's reader may not be).
 */
export function resultsFailureText(error: unknown, t: TFunction, fallback: string): string {
  const failure = classFailure(error);
  return failure.kind === "server" ? fallback : classFailureText(failure, t, fallback);
}
