import { useState } from "react";
import { browserStorage, loadAttempt, type TLoadedAttempt } from "./attempt-store";

/**
 * The attempt saved for a route's test id, read once per mount: a reload, a crash or a reopened tab finds
 * its attempt here before any navigation state or fetch is considered.
 */
export function useSavedAttempt(testId: string | undefined, kind: "single" | "multi"): TLoadedAttempt {
  const [loaded] = useState((): TLoadedAttempt => {
    if (!testId) return { status: "none" };
    const result = loadAttempt(browserStorage(), testId);
    // An attempt of the other kind under this id cannot be this test: treat it as unusable.
    if (result.status === "restored" && result.attempt.kind !== kind) return { status: "corrupt" };
    return result;
  });
  return loaded;
}
