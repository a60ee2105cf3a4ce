import type { TAttemptConflict } from "@bandcraft/contract/attempts";
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NETWORK_ERROR } from "../../../test/api-mock";
import { AUTOSAVE_DEBOUNCE_MS, OFFLINE_RETRY_MS, type TSyncStatus } from "./use-server-autosave";
import {
  advance,
  conflict,
  deferred,
  fire,
  ID,
  mount,
  saved,
  setUpAutosaveTests,
  stubServer,
  workWith,
} from "./use-server-autosave-fixtures";

describe("useServerAutosave: saving", () => {
  setUpAutosaveTests();

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
    // Not "saved" while the change waits for the debounce: the server does not have it yet.
    expect(hook.result.current).toMatchObject({ status: "saving", dirty: true });

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
    expect(hook.result.current).toMatchObject({ status: "saving", dirty: true });
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(hook.result.current).toMatchObject({ status: "saving", dirty: true });

    await act(async () => {
      reply.release(saved(4));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(hook.result.current).toMatchObject({ status: "saved", revision: 4, dirty: false });
  });

  it("builds the next save on the revision the last one got back", async () => {
    const server = stubServer({ save: (body) => saved(body.revision + 10) });
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
      save: (body) => (online ? saved(body.revision + 1) : NETWORK_ERROR),
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
      save: (body) => (online ? saved(body.revision + 1) : NETWORK_ERROR),
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
    // Only fetch's options show keepalive (the mocked server sees the request, not how it was made).
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const hook = mount(workWith("A"));
    const change = workWith("B");
    hook.rerender({ work: change });
    await advance(AUTOSAVE_DEBOUNCE_MS / 10);
    expect(server.saves()).toHaveLength(0);

    await fire(window, "pagehide");
    expect(server.saves()).toHaveLength(1);
    expect(server.saves()[0]?.body).toMatchObject({ state: change });
    expect(fetchSpy.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true]);
    // The debounce it replaced does not send the same work twice.
    await advance(AUTOSAVE_DEBOUNCE_MS);
    expect(server.saves()).toHaveLength(1);
  });
});
