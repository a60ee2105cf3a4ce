import { ZAttemptInfo } from "@bandcraft/contract/reading";
import { isTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ONCE_PER_MOUNT } from "../../../lib/query-once";
import { getValidSession } from "../../../lib/session";
import { parseTestPractice, type TTestPractice } from "../engine/parse-practice";
import type { TTestError } from "../engine/submit-attempt";
import { failureOf, openAttemptOnServer, type TOpened } from "./attempt.api";
import type { TStoredAttempt, TWorkState } from "./attempt-schema";
import { browserStorage, loadAttempt, type TLoadedAttempt } from "./attempt-store";

/** An attempt's clock: the server's start and deadline, and how far this device's clock is from the server's. */
export type TAttemptClock = { startedAt: number; deadline: number | null; serverOffset: number };

/** Everything a test screen needs to run an attempt. */
export type TAttemptSession = {
  kind: "single" | "multi";
  testTakerId: string;
  clock: TAttemptClock;
  pageType?: string;
  practices: TTestPractice[];
  /** The practices as received, kept in this browser's copy and re-parsed on restore. */
  raw: unknown[];
  /** The work restored (null: a fresh attempt). */
  work: TWorkState | null;
  /** The server revision the next save builds on. */
  revision: number;
  /** The restored work holds changes the server has not taken yet (made offline, or just before a crash). */
  dirty: boolean;
};

export type TAttemptLoad =
  | { status: "loading" }
  | { status: "error"; error: TTestError }
  /** The attempt is over (submitted by the learner, or by the server when time ran out): show its results. */
  | { status: "submitted" }
  | { status: "ready"; session: TAttemptSession; discardedLocalCopy: boolean };

/** A fresh start handed over by the hub, records or review (navigation state). */
export type TFreshStart = { readingPractice: unknown; attempt: unknown; receivedAt: number; pageType?: string };

const workOf = (a: TStoredAttempt): TWorkState => ({
  answers: a.answers,
  flags: a.flags,
  highlights: a.highlights,
  currentPart: a.currentPart,
  currentQuestion: a.currentQuestion,
});

const practicesOf = (raw: unknown[]) => raw.map((p) => parseTestPractice(p));

/**
 * The fresh start in navigation state, if it is this attempt; "invalid" when its practices cannot be read
 * ("Failed to process test data"); null when there is none for this address.
 */
function freshSession(
  testId: string,
  kind: "single" | "multi",
  fresh: TFreshStart | null,
): TAttemptSession | "invalid" | null {
  if (!fresh) return null;
  const info = ZAttemptInfo.safeParse(fresh.attempt);
  if (!info.success || info.data.testTakerID !== testId || info.data.kind !== kind) return null;
  const raw = kind === "multi" ? fresh.readingPractice : [fresh.readingPractice];
  if (!Array.isArray(raw)) return "invalid";
  let practices: TTestPractice[];
  try {
    practices = practicesOf(raw);
  } catch {
    return "invalid";
  }
  return {
    kind,
    testTakerId: testId,
    clock: {
      startedAt: info.data.startedAt,
      deadline: info.data.deadline,
      serverOffset: info.data.serverTime - fresh.receivedAt,
    },
    ...(fresh.pageType ? { pageType: fresh.pageType } : {}),
    practices,
    raw,
    work: null,
    revision: info.data.revision,
    dirty: false,
  };
}

/** This browser's copy as a session (when the server cannot be reached). */
function localSession(local: TStoredAttempt, practices: TTestPractice[]): TAttemptSession {
  return {
    kind: local.kind,
    testTakerId: local.testTakerId,
    clock: { startedAt: local.startedAt, deadline: local.deadline, serverOffset: local.serverOffset },
    ...(local.pageType ? { pageType: local.pageType } : {}),
    practices,
    raw: local.practices,
    work: workOf(local),
    revision: local.revision,
    dirty: local.dirty,
  };
}

/**
 * The server's copy, or this browser's when it builds on the revision the server had before this open
 * (nobody else saved since): then it is at least as new, and may hold changes the server never got.
 */
export function openedSession(opened: TOpened, local: TStoredAttempt | null, openedAt: number): TAttemptSession {
  const { attempt } = opened;
  const localIsNewest = local !== null && local.revision === attempt.revision - 1;
  const serverWork: TWorkState | null = opened.state
    ? { ...opened.state, currentQuestion: opened.state.currentQuestion ?? null }
    : null;
  return {
    kind: attempt.kind,
    testTakerId: attempt.testTakerID,
    clock: { startedAt: attempt.startedAt, deadline: attempt.deadline, serverOffset: attempt.serverTime - openedAt },
    ...(local?.pageType ? { pageType: local.pageType } : {}),
    practices: practicesOf(opened.readingPractice),
    raw: opened.readingPractice,
    work: localIsNewest ? workOf(local) : serverWork,
    revision: attempt.revision,
    dirty: localIsNewest ? local.dirty : false,
  };
}

type TOpenOutcome =
  | { kind: "opened"; session: TAttemptSession }
  | { kind: "submitted" }
  | { kind: "error"; error: TTestError };

async function openFromServer(testId: string, local: TStoredAttempt | null, t: TFunction): Promise<TOpenOutcome> {
  try {
    const openedAt = Date.now();
    return { kind: "opened", session: openedSession(await openAttemptOnServer(testId), local, openedAt) };
  } catch (e) {
    const failure = failureOf(e);
    if (failure.kind === "offline") {
      // Offline: this browser's copy carries on, and its saves wait for the network.
      if (local) return { kind: "opened", session: localSession(local, practicesOf(local.practices)) };
      return { kind: "error", error: { message: t("readingTest.errors.network"), auth: false } };
    }
    if (failure.kind === "auth")
      return { kind: "error", error: { message: t("readingTest.errors.authFailed"), auth: true } };
    if (failure.kind === "conflict" && failure.reason === "submitted") return { kind: "submitted" };
    const message = failure.message || t("readingTest.errors.fetchFailed");
    return { kind: "error", error: { message, auth: false } };
  }
}

/**
 * The attempt a test address names (`/test/TT-…`, `/multi-test/MT-…`): a fresh start from navigation
 * state opens at once; anything else (a reload, another browser or device) opens the server's attempt,
 * which also makes any other copy step aside, taking this browser's copy when it is the newest.
 */
export function useAttemptSession(
  testId: string,
  kind: "single" | "multi",
  fresh: TFreshStart | null,
  /** Bumped to open again (e.g. "Continue here" after the test moved to another device). */
  generation: number,
): TAttemptLoad {
  const { t } = useTranslation();
  const [loaded] = useState((): TLoadedAttempt => {
    const result = loadAttempt(browserStorage(), testId);
    if (result.status === "restored" && result.attempt.kind !== kind) return { status: "corrupt" };
    return result;
  });
  const local = loaded.status === "restored" ? loaded.attempt : null;
  const [freshOnce] = useState(() => (local ? null : freshSession(testId, kind, fresh)));
  const signedIn = getValidSession() !== null;
  const query = useQuery({
    queryKey: ["reading-attempt-open", testId, generation],
    queryFn: () => openFromServer(testId, local, t),
    enabled: signedIn && isTestTakerId(testId, kind) && (freshOnce === null || generation > 0),
    // Opening claims the attempt, a start spends: once per mount and key.
    ...ONCE_PER_MOUNT,
  });
  const discardedLocalCopy = loaded.status === "corrupt";
  if (!signedIn) return { status: "error", error: { message: t("readingTest.errors.authLoad"), auth: true } };
  if (freshOnce === "invalid") {
    return { status: "error", error: { message: t("readingTest.errors.processFailed"), auth: false } };
  }
  if (freshOnce && generation === 0) return { status: "ready", session: freshOnce, discardedLocalCopy };
  if (!isTestTakerId(testId, kind)) {
    return { status: "error", error: { message: t("readingTest.errors.notReloadable"), auth: false } };
  }
  if (query.isError) {
    const reason = query.error instanceof Error ? query.error.message : String(query.error);
    return { status: "error", error: { message: t("readingTest.errors.parseFailed", { reason }), auth: false } };
  }
  const outcome = query.data;
  if (!outcome) return { status: "loading" };
  if (outcome.kind === "submitted") return { status: "submitted" };
  if (outcome.kind === "error") return { status: "error", error: outcome.error };
  return { status: "ready", session: outcome.session, discardedLocalCopy };
}
