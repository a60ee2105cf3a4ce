import type { TAttemptConflict } from "@bandcraft/contract/attempts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../../lib/session";
import { jsonResponse } from "../../../test/render-router";
import type { TWorkState } from "./attempt-schema";
import type { TAttemptClock } from "./use-attempt-session";
import {
  AUTOSAVE_DEBOUNCE_MS,
  OFFLINE_RETRY_MS,
  STATUS_CHECK_MS,
  type TSyncStatus,
  useServerAutosave,
} from "./use-server-autosave";

const ID = "TT-ABCDEFGH0123456789ABCDEF";
const CHANNEL = "bandcraft.attempts";
const CLOCK: TAttemptClock = { startedAt: 1_700_000_000_000, deadline: 1_700_003_600_000, serverOffset: 0 };

/** A distinct work object per call: the hook tells changes apart by identity, as React state gives them. */
function workWith(answer: string): TWorkState {
  return { answers: [{ "1": answer }], flags: [[]], highlights: [[]], currentPart: 0, currentQuestion: 1 };
}

type TCall = { path: string; body: Record<string, unknown>; init: RequestInit };
type THandler = (body: Record<string, unknown>) => Response | Promise<Response>;

const saved = (revision: number) =>
  jsonResponse(200, { statusCode: 200, errMsg: "", revision, savedAt: Date.now(), serverTime: Date.now() });

const statusReply = (status: "open" | "submitted" | "abandoned", revision: number, deadline: number | null) =>
  jsonResponse(200, { statusCode: 200, errMsg: "", status, revision, deadline, serverTime: Date.now() });

const conflict = (reason: TAttemptConflict) =>
  jsonResponse(409, { statusCode: 409, errMsg: "The attempt moved on", reason });

/**
 * Stubs fetch with one handler per endpoint and records every call. By default a save answers the named
 * revision + 1 and a status check says "open, nothing new", so a test only spells out what it is about.
 */
function stubServer(handlers: { save?: THandler; status?: THandler } = {}) {
  const calls: TCall[] = [];
  const save: THandler = handlers.save ?? ((body) => saved(Number(body.revision) + 1));
  const status: THandler = handlers.status ?? (() => statusReply("open", 0, CLOCK.deadline));
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const path = url.replace(/^\/api/, "");
    calls.push({ path, body, init });
    if (path === "/reading/attempt/save") return save(body);
    if (path === "/reading/attempt/status") return status(body);
    // An unexpected endpoint fails loudly in the assertions on `calls`, not as a silent "offline".
    return jsonResponse(500, { statusCode: 500, errMsg: `unexpected ${path}` });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    saves: () => calls.filter((c) => c.path === "/reading/attempt/save"),
    checks: () => calls.filter((c) => c.path === "/reading/attempt/status"),
  };
}

/**
 * BroadcastChannel as the browser has it, in memory: a message reaches every other open channel of the same
 * name but never its sender. happy-dom has none (Node's would leak between tests and deliver asynchronously).
 */
class FakeChannel {
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

type TInitial = { revision: number; dirty: boolean; clock: TAttemptClock };

function mount(work: TWorkState | null, initial: Partial<TInitial> = {}) {
  const start: TInitial = { revision: 3, dirty: false, clock: CLOCK, ...initial };
  return renderHook((props: { work: TWorkState | null }) => useServerAutosave(ID, props.work, start), {
    initialProps: { work },
  });
}

/** Advances fake time inside act, so the state set by resolved saves is flushed before asserting. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function fire(target: EventTarget, type: string) {
  await act(async () => {
    target.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** A response the test releases by hand, to hold a save "in flight". */
function deferred() {
  let release: (r: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe("useServerAutosave", () => {
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
    vi.useRealTimers();
  });

  it("saves quick changes once, a debounce after the last, with the latest state and the initial revision", async () => {
    const server = stubServer({ save: () => saved(7) });
    const hook = mount(workWith("A"));
    expect(hook.result.current).toMatchObject({ status: "saved", revision: 3, dirty: false });

    hook.rerender({ work: workWith("B") });
    await advance(AUTOSAVE_DEBOUNCE_MS - 100);
    hook.rerender({ work: workWith("C") });
    await advance(AUTOSAVE_DEBOUNCE_MS - 100);
    const latest = workWith("D");
    hook.rerender({ work: latest });
    // The last change restarts the wait: nothing is sent a moment before it ends.
    await advance(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(server.saves()).toHaveLength(0);
    expect(hook.result.current.status).toBe("saved");

    await advance(1);
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]?.body).toEqual({
      testTakerID: ID,
      revision: 3,
      state: latest,
      saveKey: expect.any(String),
    });
    expect(hook.result.current).toMatchObject({ status: "saved", revision: 7, dirty: false });
  });

  it("shows saving while the save is on its way, then saved", async () => {
    const reply = deferred();
    stubServer({ save: () => reply.promise });
    const hook = mount(workWith("A"));
    hook.rerender({ work: workWith("B") });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(hook.result.current).toMatchObject({ status: "saving", dirty: true });

    await act(async () => {
      reply.release(saved(4));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(hook.result.current).toMatchObject({ status: "saved", revision: 4, dirty: false });
  });

  it("builds the next save on the revision the last one got back", async () => {
    const server = stubServer({ save: (body) => saved(Number(body.revision) + 10) });
    const hook = mount(workWith("A"));
    hook.rerender({ work: workWith("B") });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    hook.rerender({ work: workWith("C") });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(server.saves().map((c) => c.body.revision)).toEqual([3, 13]);
    expect(hook.result.current.revision).toBe(23);
  });

  it("sends changes made during a save in a second save right after it, on the returned revision", async () => {
    const first = deferred();
    let n = 0;
    const server = stubServer({ save: () => (++n === 1 ? first.promise : saved(9)) });
    const hook = mount(workWith("A"));
    hook.rerender({ work: workWith("B") });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(server.saves()).toHaveLength(1);

    const during = workWith("C");
    hook.rerender({ work: during });
    // Even once the debounce is over, a second save never overlaps the first.
    await advance(AUTOSAVE_DEBOUNCE_MS * 3);
    expect(server.saves()).toHaveLength(1);

    await act(async () => {
      first.release(saved(5));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(server.saves()).toHaveLength(2);
    expect(server.saves()[1]?.body).toMatchObject({ revision: 5, state: during });
    expect(hook.result.current).toMatchObject({ status: "saved", revision: 9, dirty: false });
  });

  it("goes offline on a network failure, retries after OFFLINE_RETRY_MS, and is saved once through", async () => {
    let online = false;
    const server = stubServer({
      save: (body) => (online ? saved(Number(body.revision) + 1) : Promise.reject(new TypeError("Failed to fetch"))),
    });
    const hook = mount(workWith("A"));
    const change = workWith("B");
    hook.rerender({ work: change });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(server.saves()).toHaveLength(1);
    expect(hook.result.current).toMatchObject({ status: "offline", dirty: true, revision: 3 });

    await advance(OFFLINE_RETRY_MS - 1);
    expect(server.saves()).toHaveLength(1);
    online = true;
    await advance(1);
    expect(server.saves()).toHaveLength(2);
    expect(server.saves()[1]?.body).toMatchObject({ revision: 3, state: change });
    // The lost save may have landed: the retry names it, so the server can put this one on top of it.
    const lost = server.saves()[0]?.body.saveKey;
    expect(lost).toEqual(expect.any(String));
    expect(server.saves()[1]?.body.unackedSaveKey).toBe(lost);
    expect(server.saves()[1]?.body.saveKey).not.toBe(lost);
    expect(hook.result.current).toMatchObject({ status: "saved", dirty: false, revision: 4 });
  });

  it("retries at once when the browser is back online", async () => {
    let online = false;
    const server = stubServer({
      save: (body) => (online ? saved(Number(body.revision) + 1) : Promise.reject(new TypeError("Failed to fetch"))),
    });
    const hook = mount(workWith("A"));
    hook.rerender({ work: workWith("B") });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(hook.result.current.status).toBe("offline");

    online = true;
    await fire(window, "online");
    expect(server.saves()).toHaveLength(2);
    expect(hook.result.current).toMatchObject({ status: "saved", dirty: false });
    // The pending retry finds nothing left to send.
    await advance(OFFLINE_RETRY_MS);
    expect(server.saves()).toHaveLength(2);
  });

  it.each<{ reason: TAttemptConflict; status: TSyncStatus }>([
    { reason: "stale", status: "moved" },
    { reason: "submitted", status: "closed" },
    { reason: "abandoned", status: "closed" },
  ])("a 409 ($reason) steps aside as $status and sends nothing after", async ({ reason, status }) => {
    const server = stubServer({ save: () => conflict(reason) });
    const hook = mount(workWith("A"));
    hook.rerender({ work: workWith("B") });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(hook.result.current).toMatchObject({ status, conflict: reason });

    // Neither later changes, the offline retry's period, the network coming back nor the page going away send again.
    hook.rerender({ work: workWith("C") });
    await advance(OFFLINE_RETRY_MS + AUTOSAVE_DEBOUNCE_MS);
    await fire(window, "online");
    await fire(window, "pagehide");
    expect(server.saves()).toHaveLength(1);
    expect(hook.result.current.status).toBe(status);
  });

  it("sends nothing while work is null, even when told the work is dirty", async () => {
    const server = stubServer();
    const hook = mount(null, { dirty: true });
    hook.rerender({ work: null });
    await advance(AUTOSAVE_DEBOUNCE_MS * 5);
    await fire(window, "pagehide");
    expect(server.saves()).toHaveLength(0);
  });

  it("sends restored dirty work without waiting for a change", async () => {
    const server = stubServer({ save: () => saved(8) });
    const restored = workWith("offline answer");
    const hook = mount(restored, { revision: 6, dirty: true });
    expect(hook.result.current).toMatchObject({ status: "saving", dirty: true });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]?.body).toEqual({
      testTakerID: ID,
      revision: 6,
      state: restored,
      saveKey: expect.any(String),
    });
    expect(hook.result.current).toMatchObject({ status: "saved", dirty: false, revision: 8 });
  });

  it("does not send clean restored work", async () => {
    const server = stubServer();
    mount(workWith("A"), { dirty: false });
    await advance(AUTOSAVE_DEBOUNCE_MS * 5);
    expect(server.saves()).toHaveLength(0);
  });

  it("flushes a pending change on pagehide, before the debounce, as a keepalive request", async () => {
    const server = stubServer();
    const hook = mount(workWith("A"));
    const change = workWith("B");
    hook.rerender({ work: change });
    await advance(AUTOSAVE_DEBOUNCE_MS / 10);
    expect(server.saves()).toHaveLength(0);

    await fire(window, "pagehide");
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]?.body).toMatchObject({ state: change });
    expect(server.saves()[0]?.init.keepalive).toBe(true);
    // The debounce it replaced does not send the same work twice.
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(server.saves()).toHaveLength(1);
  });

  describe("status check", () => {
    it("asks every STATUS_CHECK_MS while idle, and not before", async () => {
      const server = stubServer({ status: () => statusReply("open", 3, CLOCK.deadline) });
      const hook = mount(workWith("A"));
      await advance(STATUS_CHECK_MS - 1);
      expect(server.checks()).toHaveLength(0);
      await advance(1);
      expect(server.checks()).toHaveLength(1);
      expect(server.checks()[0]?.body).toEqual({ testTakerID: ID });
      await advance(STATUS_CHECK_MS);
      expect(server.checks()).toHaveLength(2);
      expect(hook.result.current.status).toBe("saved");
    });

    it.each<{ name: string; reply: () => Response; status: TSyncStatus }>([
      { name: "the same revision", reply: () => statusReply("open", 3, CLOCK.deadline), status: "saved" },
      { name: "an older revision", reply: () => statusReply("open", 2, CLOCK.deadline), status: "saved" },
      { name: "a higher revision", reply: () => statusReply("open", 4, CLOCK.deadline), status: "moved" },
      { name: "submitted", reply: () => statusReply("submitted", 3, CLOCK.deadline), status: "closed" },
      { name: "abandoned", reply: () => statusReply("abandoned", 3, CLOCK.deadline), status: "closed" },
      {
        name: "a network failure",
        reply: () => {
          throw new TypeError("Failed to fetch");
        },
        status: "saved",
      },
    ])("$name → $status", async ({ reply, status }) => {
      stubServer({ status: reply });
      const hook = mount(workWith("A"));
      await advance(STATUS_CHECK_MS);
      expect(hook.result.current.status).toBe(status);
    });

    it("picks up a deadline the server moved (extra time)", async () => {
      const later = CLOCK.deadline === null ? 0 : CLOCK.deadline + 600_000;
      stubServer({ status: () => statusReply("open", 3, later) });
      const hook = mount(workWith("A"));
      expect(hook.result.current.deadline).toBe(CLOCK.deadline);
      await advance(STATUS_CHECK_MS);
      expect(hook.result.current).toMatchObject({ status: "saved", deadline: later });
    });

    it("a page that stepped aside stops asking", async () => {
      const server = stubServer({ status: () => statusReply("open", 4, CLOCK.deadline) });
      const hook = mount(workWith("A"));
      await advance(STATUS_CHECK_MS);
      expect(hook.result.current.status).toBe("moved");
      await advance(STATUS_CHECK_MS * 3);
      expect(server.checks()).toHaveLength(1);
    });

    it("a page with no work to save does not ask", async () => {
      const server = stubServer();
      mount(null);
      await advance(STATUS_CHECK_MS * 2);
      expect(server.checks()).toHaveLength(0);
    });
  });

  describe("claims between this browser's tabs (in-memory BroadcastChannel stub)", () => {
    it("announces the attempt and its revision when it starts holding it", () => {
      stubServer();
      const otherTab = new FakeChannel(CHANNEL);
      mount(workWith("A"));
      expect(otherTab.received).toEqual([{ type: "claimed", testTakerId: ID, revision: 3 }]);
    });

    it.each<{ name: string; testTakerId: string; revision: number; status: TSyncStatus }>([
      { name: "a higher revision of this attempt", testTakerId: ID, revision: 4, status: "moved" },
      { name: "the same revision", testTakerId: ID, revision: 3, status: "saved" },
      { name: "a lower revision", testTakerId: ID, revision: 2, status: "saved" },
      { name: "another attempt", testTakerId: "TT-ZZZZZZZZ0123456789ABCDEF", revision: 99, status: "saved" },
    ])("another tab claiming $name → $status", async ({ testTakerId, revision, status }) => {
      const server = stubServer();
      const otherTab = new FakeChannel(CHANNEL);
      const hook = mount(workWith("A"));
      await act(async () => {
        otherTab.postMessage({ type: "claimed", testTakerId, revision });
      });
      expect(hook.result.current.status).toBe(status);
      // A copy that stepped aside no longer saves; one that did not still does.
      hook.rerender({ work: workWith("B") });
      await advance(AUTOSAVE_DEBOUNCE_MS);
      expect(server.saves()).toHaveLength(status === "moved" ? 0 : 1);
    });
  });
});
