import type { TAttemptConflict } from "@bandcraft/contract/attempts";
import { ROUTES } from "@bandcraft/contract/routes";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearSession, saveSession } from "../../../lib/session";
import { mockCall, ok, refused, sent, type TMockReply, type TResolver } from "../../../test/api-mock";
import type { TWorkState } from "./attempt-schema";
import type { TAttemptClock } from "./use-attempt-session";
import { useServerAutosave } from "./use-server-autosave";

// Test-only: what the tests of useServerAutosave share (the saving ones and the status and tab ones).

/** The attempt under test and the channel this browser's tabs talk on. */
export const ID = "TT-ABCDEFGH0123456789ABCDEF";
export const CHANNEL = "bandcraft.attempts";
export const CLOCK: TAttemptClock = { startedAt: 1_700_000_000_000, deadline: 1_700_003_600_000, serverOffset: 0 };

/** A distinct work object per call: the hook tells changes apart by identity, as React state gives them. */
export function workWith(answer: string): TWorkState {
  return { answers: [{ "1": answer }], flags: [[]], highlights: [[]], currentPart: 0, currentQuestion: 1 };
}

/** A save the server took, at the revision it hands back. */
export const saved = (revision: number) => ok({ revision, savedAt: Date.now(), serverTime: Date.now() });

/** The server's answer to a status check. */
export const statusReply = (status: "open" | "submitted" | "abandoned", revision: number, deadline: number | null) =>
  ok({ status, revision, deadline, serverTime: Date.now() });

/** A save refused because the attempt moved on (saved elsewhere, submitted or abandoned). */
export const conflict = (reason: TAttemptConflict) => refused(409, "The attempt moved on", { reason });

/**
 * Mocks the save and the status check and reads back what was sent. By default a save answers the named
 * revision + 1 and a status check says "open, nothing new", so a test only spells out what it is about.
 */
export function stubServer(
  handlers: { save?: TResolver<typeof ROUTES.attemptSave>; status?: TResolver<typeof ROUTES.attemptStatus> } = {},
) {
  mockCall(ROUTES.attemptSave, handlers.save ?? ((body) => saved(body.revision + 1)));
  mockCall(ROUTES.attemptStatus, handlers.status ?? (() => statusReply("open", 0, CLOCK.deadline)));
  return { saves: () => sent(ROUTES.attemptSave), checks: () => sent(ROUTES.attemptStatus) };
}

/**
 * BroadcastChannel as the browser has it, in memory: a message reaches every other open channel of the same
 * name but never its sender. happy-dom has none (Node's would leak between tests and deliver asynchronously).
 */
export class FakeChannel {
  static open = new Set<FakeChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly received: unknown[] = [];
  constructor(readonly name: string) {
    FakeChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.open) {
      if (other === this || other.name !== this.name) continue;
      other.received.push(data);
      other.onmessage?.(new MessageEvent("message", { data }));
    }
  }
  close() {
    FakeChannel.open.delete(this);
  }
}

/** What the page hands the hook as it opens: the last known revision, unsaved work, the clock. */
export type TInitial = { revision: number; dirty: boolean; clock: TAttemptClock };

/** Mounts the hook on `work`, from revision 3 with nothing unsaved unless told. */
export function mount(work: TWorkState | null, initial: Partial<TInitial> = {}) {
  const start: TInitial = { revision: 3, dirty: false, clock: CLOCK, ...initial };
  return renderHook((props: { work: TWorkState | null }) => useServerAutosave(ID, props.work, start), {
    initialProps: { work },
  });
}

/** Advances fake time inside act, so the state set by resolved saves is flushed before asserting. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Fires a window or document event inside act and lets what it starts run. */
export async function fire(target: EventTarget, type: string) {
  await act(async () => {
    target.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** A reply the test releases by hand, to hold a save "in flight". */
export function deferred() {
  let release: (r: TMockReply) => void = () => undefined;
  const promise = new Promise<TMockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** Fake timers, an in-memory BroadcastChannel and a signed-in learner around each test of the hook. */
export function setUpAutosaveTests() {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeChannel.open.clear();
    vi.stubGlobal("BroadcastChannel", FakeChannel);
    saveSession("token", "720h", { email: "l@example.com", privileges: [] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
