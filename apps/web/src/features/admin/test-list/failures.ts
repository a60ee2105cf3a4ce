import { ApiError } from "../../../lib/api-client";

/**
 * Why an admin call failed: a 401 is an authentication failure ("Please login again"), no
 * answer at all is a network error, anything else shows the server's errMsg or the call's own fallback.
 */
export type TFailure = { kind: "auth" } | { kind: "network" } | { kind: "server"; errMsg: string };

export function failureOf(e: unknown): TFailure {
  if (!(e instanceof ApiError)) return { kind: "server", errMsg: "" };
  if (e.kind === "network" || e.kind === "timeout") return { kind: "network" };
  if (e.status === 401) return { kind: "auth" };
  return { kind: "server", errMsg: e.errMsg };
}
