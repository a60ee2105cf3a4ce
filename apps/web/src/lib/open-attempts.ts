import type { TOpenAttemptSummary } from "@bandcraft/contract/attempts";
import { ROUTES } from "@bandcraft/contract/routes";
import { callUnchecked } from "./api-client";
import { attemptInfoOf } from "./reading-start";

/** An open attempt as the "Resume" list shows it, with how far this device's clock is from the server's. */
export type TOpenAttempt = TOpenAttemptSummary & { serverOffset: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** One listed attempt, checked by hand (the hub's chunk stays free of Zod); null when malformed. */
function summaryOf(raw: unknown, receivedAt: number): TOpenAttempt | null {
  if (!isRecord(raw)) return null;
  const info = attemptInfoOf({ ...raw, revision: 0 });
  const { titles, questionCount, answeredCount } = raw;
  if (!info || !Array.isArray(titles) || typeof questionCount !== "number" || typeof answeredCount !== "number") {
    return null;
  }
  const { revision: _revision, ...rest } = info;
  return {
    ...rest,
    titles: titles.filter((t): t is string => typeof t === "string"),
    questionCount,
    answeredCount,
    serverOffset: info.serverTime - receivedAt,
  };
}

/** POST /reading/attempt/list: the caller's tests in progress, newest first (the server closes overdue ones first). */
export async function fetchOpenAttempts(): Promise<TOpenAttempt[]> {
  const body = await callUnchecked(ROUTES.attemptList, {});
  const receivedAt = Date.now();
  const list = isRecord(body) && Array.isArray(body.attempts) ? body.attempts : [];
  return list.map((a) => summaryOf(a, receivedAt)).filter((a): a is TOpenAttempt => a !== null);
}
