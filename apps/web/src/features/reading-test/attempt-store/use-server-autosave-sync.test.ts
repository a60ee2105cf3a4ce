import type { ROUTES } from "@bandcraft/contract/routes";
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NETWORK_ERROR, type TResolver } from "../../../test/api-mock";
import { AUTOSAVE_DEBOUNCE_MS, STATUS_CHECK_MS, type TSyncStatus } from "./use-server-autosave";
import {
  advance,
  CHANNEL,
  CLOCK,
  FakeChannel,
  ID,
  mount,
  setUpAutosaveTests,
  statusReply,
  stubServer,
  workWith,
} from "./use-server-autosave-fixtures";

describe("useServerAutosave: the server's status and the other tabs", () => {
  setUpAutosaveTests();

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

    it.each<{ name: string; reply: TResolver<typeof ROUTES.attemptStatus>; status: TSyncStatus }>([
      { name: "the same revision", reply: () => statusReply("open", 3, CLOCK.deadline), status: "saved" },
      { name: "an older revision", reply: () => statusReply("open", 2, CLOCK.deadline), status: "saved" },
      { name: "a higher revision", reply: () => statusReply("open", 4, CLOCK.deadline), status: "moved" },
      { name: "submitted", reply: () => statusReply("submitted", 3, CLOCK.deadline), status: "closed" },
      { name: "abandoned", reply: () => statusReply("abandoned", 3, CLOCK.deadline), status: "closed" },
      { name: "a network failure", reply: () => NETWORK_ERROR, status: "saved" },
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
