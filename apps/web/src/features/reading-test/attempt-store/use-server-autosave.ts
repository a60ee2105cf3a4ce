import type { TAttemptConflict, TAttemptState } from "@bandcraft/contract/attempts";
import { useCallback, useEffect, useRef, useState } from "react";
import { failureOf, fetchAttemptStatus, saveAttemptOnServer } from "./attempt.api";
import type { TWorkState } from "./attempt-schema";
import type { TAttemptClock } from "./use-attempt-session";

/** A change goes to the server this long after the learner stops changing things. */
export const AUTOSAVE_DEBOUNCE_MS = 1_000;
/** While offline, the queued save is tried again this often (and at once when the browser is back online). */
export const OFFLINE_RETRY_MS = 10_000;
/**
 * How often an idle page asks where its attempt stands (and at once when it becomes visible again): so a
 * copy left open on another device learns that the test moved, was closed, or got more time.
 */
export const STATUS_CHECK_MS = 30_000;
/** A save sent as the page goes away must fit the browser's keepalive limit (64 KB). */
const KEEPALIVE_MAX_BYTES = 60_000;
/** Tabs of this browser tell each other at once when one of them takes an attempt over. */
const CLAIM_CHANNEL = "bandcraft.attempts";

/**
 * What the learner is told: Saved / Saving / Offline (kept on this device); `moved` when another device or
 * tab continued the test (this copy steps aside); `closed` when the server has submitted it (time ran out).
 */
export type TSyncStatus = "saved" | "saving" | "offline" | "moved" | "closed";

export type TServerSync = {
  status: TSyncStatus;
  /** The revision the next save builds on, and whether the latest work is not on the server yet. */
  revision: number;
  dirty: boolean;
  /** Why the server refused, when status is moved or closed. */
  conflict: TAttemptConflict | null;
  /** The deadline as the server last said (an administrator may give more time) and the clocks' offset. */
  deadline: number | null;
  serverOffset: number;
};

type TClaim = { type: "claimed"; testTakerId: string; revision: number };

const stateOf = (work: TWorkState): TAttemptState => ({
  answers: work.answers,
  highlights: work.highlights.map((h) => [...h]),
  flags: work.flags,
  currentPart: work.currentPart,
  currentQuestion: work.currentQuestion,
});

/** A random name for one save (the server keeps the last one with the state it wrote). */
function newSaveKey(): string {
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

function claimChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CLAIM_CHANNEL);
  } catch {
    return null;
  }
}

/**
 * Autosave to the server: the whole working state, a moment after each change and at once when
 * the page is hidden, one save in flight at a time, each on top of the revision the last one got back. While
 * offline the latest state waits (this browser's copy holds it meanwhile) and goes when the network returns.
 * A refused save is never retried blindly: a stale revision means the test moved to another device or tab.
 * `work` null stops saving (results showing, or not this page's to save).
 */
export function useServerAutosave(
  testTakerId: string,
  work: TWorkState | null,
  initial: { revision: number; dirty: boolean; clock: TAttemptClock },
): TServerSync {
  const [sync, setSync] = useState<TServerSync>({
    status: initial.dirty ? "saving" : "saved",
    revision: initial.revision,
    dirty: initial.dirty,
    conflict: null,
    deadline: initial.clock.deadline,
    serverOffset: initial.clock.serverOffset,
  });
  const latest = useRef<TWorkState | null>(work);
  const acked = useRef<TWorkState | null>(initial.dirty ? null : work);
  const revision = useRef(initial.revision);
  const inFlight = useRef(false);
  // Counts saves sent, so a status answer that crossed a save is not mistaken for another device's.
  const saves = useRef(0);
  // A save whose answer never came (it may have landed): named in the next save, so the server can tell.
  const unacked = useRef<string | null>(null);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = work !== null;

  const stepAside = useCallback((reason: TAttemptConflict) => {
    stopped.current = true;
    clearTimeout(timer.current);
    setSync((s) => ({ ...s, status: reason === "stale" ? "moved" : "closed", conflict: reason }));
  }, []);

  const send = useCallback(
    async (keepalive = false) => {
      const sending = latest.current;
      if (stopped.current || inFlight.current || !sending || sending === acked.current) return;
      inFlight.current = true;
      saves.current += 1;
      setSync((s) => ({ ...s, status: s.status === "offline" ? "offline" : "saving", dirty: true }));
      const state = stateOf(sending);
      const small = keepalive && JSON.stringify(state).length < KEEPALIVE_MAX_BYTES;
      const saveKey = newSaveKey();
      try {
        const saved = await saveAttemptOnServer(testTakerId, revision.current, state, {
          keepalive: small,
          saveKey,
          unackedSaveKey: unacked.current,
        });
        unacked.current = null;
        revision.current = saved.revision;
        acked.current = sending;
        const done = latest.current === sending;
        setSync((s) => ({
          ...s,
          status: done ? "saved" : "saving",
          revision: saved.revision,
          dirty: !done,
          serverOffset: saved.serverTime - Date.now(),
        }));
      } catch (e) {
        const failure = failureOf(e);
        if (failure.kind === "conflict") stepAside(failure.reason);
        else {
          if (failure.kind === "offline") unacked.current = saveKey;
          // Offline, signed out or refused: the work stays in this browser and is offered again later.
          setSync((s) => ({ ...s, status: "offline", dirty: true }));
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void send(), OFFLINE_RETRY_MS);
        }
      } finally {
        inFlight.current = false;
      }
      // Changes made while this save was on its way go next.
      if (!stopped.current && latest.current !== acked.current && latest.current !== sending) void send();
    },
    [testTakerId, stepAside],
  );

  useEffect(() => {
    latest.current = work;
    if (!work || work === acked.current) return;
    // Unsaved from the first change, not only once the debounced save leaves: "Saved" never shows over work
    // the server does not have yet.
    setSync((s) => (s.status === "saved" ? { ...s, status: "saving", dirty: true } : s));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), AUTOSAVE_DEBOUNCE_MS);
  }, [work, send]);

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      void send(true);
    };
    const onOnline = () => void send();
    window.addEventListener("pagehide", flush);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("online", onOnline);
      clearTimeout(timer.current);
    };
  }, [send]);

  // Holding the attempt: tell this browser's other tabs, and check now and then that nobody took it since.
  useEffect(() => {
    if (!active) return;
    const channel = claimChannel();
    channel?.postMessage({ type: "claimed", testTakerId, revision: revision.current } satisfies TClaim);
    if (channel) {
      channel.onmessage = (event: MessageEvent<TClaim>) => {
        const claim = event.data;
        if (claim?.type === "claimed" && claim.testTakerId === testTakerId && claim.revision > revision.current) {
          stepAside("stale");
        }
      };
    }
    const check = async () => {
      if (stopped.current || inFlight.current || document.visibilityState === "hidden") return;
      const sentBefore = saves.current;
      try {
        const status = await fetchAttemptStatus(testTakerId);
        if (stopped.current || inFlight.current || saves.current !== sentBefore) return;
        if (status.status !== "open") stepAside(status.status === "submitted" ? "submitted" : "abandoned");
        else if (status.revision > revision.current) stepAside("stale");
        else setSync((s) => ({ ...s, deadline: status.deadline, serverOffset: status.serverTime - Date.now() }));
      } catch {
        // Offline or signed out: the next save or check tells.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        clearTimeout(timer.current);
        void send(true);
      } else void check();
    };
    const id = setInterval(() => void check(), STATUS_CHECK_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      channel?.close();
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [active, testTakerId, send, stepAside]);

  return sync;
}
