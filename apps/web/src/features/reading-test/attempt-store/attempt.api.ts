import { attemptsEndpoints, type TAttemptConflict, type TAttemptState } from "@bandcraft/contract/attempts";
import type { TAttemptInfo } from "@bandcraft/contract/reading";
import { ApiError, call } from "../../../lib/api-client";

/** Why a call about an attempt failed, in the terms the test screen acts on. */
export type TAttemptFailure =
  | { kind: "offline" }
  | { kind: "auth" }
  | { kind: "conflict"; reason: TAttemptConflict; message: string }
  | { kind: "refused"; status: number; message: string };

const reasonOf = (body: unknown): TAttemptConflict | null => {
  const reason = typeof body === "object" && body !== null ? (body as Record<string, unknown>).reason : undefined;
  return reason === "stale" || reason === "submitted" || reason === "abandoned" || reason === "in-progress"
    ? reason
    : null;
};

/** Sorts a failed call into what the screen does next: retry later, sign in, step aside, or show why. */
export function failureOf(e: unknown): TAttemptFailure {
  if (!(e instanceof ApiError)) return { kind: "refused", status: 0, message: String(e) };
  if (e.kind === "network" || e.kind === "timeout") return { kind: "offline" };
  if (e.status === 401) return { kind: "auth" };
  const reason = e.status === 409 ? reasonOf(e.body) : null;
  if (reason) return { kind: "conflict", reason, message: e.errMsg };
  return { kind: "refused", status: e.status, message: e.errMsg || e.message };
}

export type TOpened = {
  attempt: TAttemptInfo;
  readingPractice: unknown[];
  state: TAttemptState | null;
};

/** POST /reading/attempt/open: continue an attempt on this device (its revision moves on; other copies go stale). */
export async function openAttemptOnServer(testTakerID: string): Promise<TOpened> {
  const body = await call(attemptsEndpoints.attemptOpen, { testTakerID });
  return { attempt: body.attempt, readingPractice: body.readingPractice, state: body.state };
}

/** POST /reading/attempt/save: the whole working state, on top of `revision`; answers the next revision. */
export async function saveAttemptOnServer(
  testTakerID: string,
  revision: number,
  state: TAttemptState,
  options: { keepalive?: boolean; saveKey?: string; unackedSaveKey?: string | null } = {},
): Promise<{ revision: number; serverTime: number }> {
  const { saveKey, unackedSaveKey } = options;
  const body = await call(
    attemptsEndpoints.attemptSave,
    {
      testTakerID,
      revision,
      state,
      ...(saveKey ? { saveKey } : {}),
      ...(unackedSaveKey ? { unackedSaveKey } : {}),
    },
    options.keepalive ? { keepalive: true } : {},
  );
  return { revision: body.revision, serverTime: body.serverTime };
}

/** POST /reading/result: the graded record of one of the caller's tests (results have an address). */
export async function fetchResult(testTakerID: string) {
  return call(attemptsEndpoints.readingResult, { testTakerID });
}

/** POST /reading/attempt/status: where the attempt stands on the server (read only). */
export async function fetchAttemptStatus(testTakerID: string) {
  return call(attemptsEndpoints.attemptStatus, { testTakerID });
}
