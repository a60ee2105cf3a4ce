import { useEffect, useState } from "react";
import { LEASE_HEARTBEAT_MS, releaseLease, tabOwnerId, tryAcquireLease } from "./attempt-lease";
import { browserStorage } from "./attempt-store";

export type TLeaseStatus = "checking" | "owner" | "elsewhere";

/** How long a new page waits for another live page to say it holds the attempt. */
export const PROBE_WAIT_MS = 250;
const CHANNEL = "bandcraft.attempts";

type TMessage = { type: "probe" | "held"; testId: string; page: string };

/**
 * Whether this page may work on (and save) an attempt. Two signals, either of which marks the attempt as
 * open elsewhere: a live page answering our BroadcastChannel probe (catches a duplicated tab, which shares
 * our sessionStorage owner id), and a heartbeat lease in localStorage held by another owner (catches
 * browsers without BroadcastChannel). A page that is "elsewhere" never writes the attempt.
 */
export function useAttemptLease(testId: string | null, attempt: number): TLeaseStatus {
  const [status, setStatus] = useState<TLeaseStatus>("checking");

  // `attempt` changes when the learner asks to check again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (testId === null) {
      setStatus("owner");
      return;
    }
    setStatus("checking");
    const store = browserStorage();
    const owner = tabOwnerId();
    const page = `${owner}:${Math.random().toString(36).slice(2)}`;
    let state: TLeaseStatus = "checking";
    const set = (next: TLeaseStatus) => {
      state = next;
      setStatus(next);
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    if (channel) {
      channel.onmessage = (e: MessageEvent<TMessage>) => {
        const m = e.data;
        if (!m || m.testId !== testId || m.page === page) return;
        if (m.type === "probe" && state === "owner") channel.postMessage({ type: "held", testId, page });
        if (m.type === "held" && state === "checking") set("elsewhere");
      };
      channel.postMessage({ type: "probe", testId, page } satisfies TMessage);
    }
    let beat: ReturnType<typeof setInterval> | undefined;
    const decide = setTimeout(
      () => {
        if (state !== "checking") return;
        if (!tryAcquireLease(store, testId, owner, Date.now())) {
          set("elsewhere");
          return;
        }
        set("owner");
        beat = setInterval(() => {
          if (!tryAcquireLease(store, testId, owner, Date.now())) set("elsewhere");
        }, LEASE_HEARTBEAT_MS);
      },
      channel ? PROBE_WAIT_MS : 0,
    );
    const release = () => {
      if (state === "owner") releaseLease(store, testId, owner);
    };
    window.addEventListener("pagehide", release);
    return () => {
      clearTimeout(decide);
      clearInterval(beat);
      window.removeEventListener("pagehide", release);
      release();
      channel?.close();
    };
  }, [testId, attempt]);

  return status;
}
