import { ApiError } from "../../../lib/api-client";

/**
 * The privilege screen's error texts as a translation key and its values: an HTTP error is
 * "HTTP {status}: {text}" (the server's message, else the status text), an envelope error its errMsg or
 * the call's fallback with the status code, a network failure "Network error: {message}".
 */
export type TErrorText =
  | { key: "http"; status: number; text: string }
  | { key: "server"; message: string }
  | { key: "apiLoad" | "apiGrant"; code: string }
  | { key: "network"; message: string };

export function privilegeErrorText(e: unknown, call: "load" | "grant"): TErrorText {
  if (!(e instanceof ApiError)) return { key: "network", message: e instanceof Error ? e.message : String(e) };
  switch (e.kind) {
    case "network":
    case "timeout":
      return { key: "network", message: e.message };
    case "http":
      return { key: "http", status: e.status, text: e.errMsg || e.statusText };
    default:
      if (e.errMsg) return { key: "server", message: e.errMsg };
      return { key: call === "load" ? "apiLoad" : "apiGrant", code: String(e.statusCode ?? e.status) };
  }
}
