import type { TEndpoint } from "@bandcraft/contract/endpoint";
import type { TEndpoints } from "@bandcraft/contract/endpoints";
import { PASSWORD_CHANGE_REQUIRED, type TRouteInfo } from "@bandcraft/contract/routes";
import type { z } from "zod";
import { clearSession, getSession, setMustChangePassword } from "./session";

// Paths are the contract's (same origin in production; Vite proxies /api to the server in development).
const DEFAULT_TIMEOUT_MS = 15_000;

/** Why a call failed: HTTP status not OK, an envelope with statusCode ≠ 200, no network, timeout, bad JSON. */
export type TApiErrorKind = "http" | "api" | "network" | "timeout" | "parse";

/** A failed call; `errMsg` is the server's own message when it sent one. */
export class ApiError extends Error {
  readonly kind: TApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly statusCode: number | null;
  readonly errMsg: string;
  /** The parsed error body, for callers that read extra fields (e.g. a refused save's `problems`). */
  readonly body: unknown;
  /** How long the server asked to wait before trying again (its Retry-After), when it said. */
  readonly retryAfterMs: number | null;

  constructor(
    kind: TApiErrorKind,
    message: string,
    opts: {
      status?: number;
      statusText?: string;
      statusCode?: number | null;
      errMsg?: string;
      body?: unknown;
      retryAfterMs?: number | null;
    } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.kind = kind;
    this.status = opts.status ?? 0;
    this.statusText = opts.statusText ?? "";
    this.statusCode = opts.statusCode ?? null;
    this.errMsg = opts.errMsg ?? "";
    this.body = opts.body ?? null;
    this.retryAfterMs = opts.retryAfterMs ?? null;
  }
}

export type TApiResult<T> = { body: T; headers: Headers; status: number };

/** How a call is made; the method, path and whether it is signed come from its route in the contract. */
export type TCallOptions = {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save sent as the tab closes; the browser caps its body at 64 KB). */
  keepalive?: boolean;
};

/** What a call sends: the request schema's input, or a form for a multipart upload. */
export type TBodyOf<R extends TRouteInfo> = R["body"] extends "multipart"
  ? FormData
  : z.input<TEndpoints[R["name"] & keyof TEndpoints]["request"]>;

/** Calls an endpoint and checks the reply against its response schema; throws ApiError on any failure. */
export async function call<E extends TEndpoint>(
  endpoint: E,
  body: TBodyOf<E>,
  opts: TCallOptions = {},
): Promise<z.output<E["response"]>> {
  const parse = (raw: unknown) => endpoint.response.parse(raw) as z.output<E["response"]>;
  return (await send(endpoint, body, opts, parse)).body;
}

/**
 * Calls a route whose reply the caller checks itself: by hand where a chunk must stay free of Zod (the hub),
 * or with a lenient schema where the strict one would refuse what the screen can still show.
 */
export async function callUnchecked<R extends TRouteInfo>(
  route: R,
  body: TBodyOf<R>,
  opts: TCallOptions = {},
): Promise<unknown> {
  return (await callUncheckedWithHeaders(route, body, opts)).body;
}

/** As `callUnchecked`, with the reply's headers and status. */
export async function callUncheckedWithHeaders<R extends TRouteInfo>(
  route: R,
  body: TBodyOf<R>,
  opts: TCallOptions = {},
): Promise<TApiResult<unknown>> {
  return send(route, body, opts, (raw) => raw);
}

function envelopeOf(raw: unknown): { statusCode: number | null; errMsg: string; message: string } {
  if (typeof raw !== "object" || raw === null) return { statusCode: null, errMsg: "", message: "" };
  const r = raw as Record<string, unknown>;
  return {
    statusCode: typeof r.statusCode === "number" ? r.statusCode : null,
    errMsg: typeof r.errMsg === "string" ? r.errMsg : "",
    message: typeof r.message === "string" ? r.message : "",
  };
}

/** The `reason` code of a refusal's body, when it has one. */
function reasonOf(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { reason } = raw as Record<string, unknown>;
  return typeof reason === "string" ? reason : null;
}

/** A Retry-After header in whole seconds, as milliseconds; null when absent or not a number of seconds. */
function retryAfterOf(headers: Headers): number | null {
  const seconds = Number(headers.get("retry-after") ?? "");
  return headers.has("retry-after") && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/** The path with any `:name` parameter filled from the body (a GET's parameters). */
function pathOf(route: TRouteInfo, body: unknown): string {
  const params = (body ?? {}) as Record<string, unknown>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}

/** Makes the request and unwraps the {statusCode, errMsg, …} envelope; throws ApiError on any failure. */
async function send<T>(
  route: TRouteInfo,
  body: unknown,
  opts: TCallOptions,
  parse: (raw: unknown) => T,
): Promise<TApiResult<T>> {
  const method = route.method;
  const headers: Record<string, string> = { Accept: "application/json" };
  // A FormData body (an upload) gets its multipart boundary from the browser, so no Content-Type is set here.
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (method === "POST" && !isForm) headers["Content-Type"] = "application/json";
  const token = route.access !== "public" ? getSession()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener("abort", onOuterAbort);

  let res: Response;
  try {
    res = await fetch(method === "GET" ? pathOf(route, body) : route.path, {
      method,
      headers,
      body: method !== "POST" ? undefined : isForm ? body : JSON.stringify(body ?? {}),
      signal: controller.signal,
      ...(opts.keepalive ? { keepalive: true } : {}),
    });
  } catch (e) {
    if (timedOut) throw new ApiError("timeout", "Request timeout");
    const message = e instanceof Error ? e.message : String(e);
    throw new ApiError("network", message);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onOuterAbort);
  }

  let raw: unknown = null;
  const text = await res.text().catch(() => "");
  if (text !== "") {
    try {
      raw = JSON.parse(text);
    } catch {
      raw = null;
    }
  }
  const env = envelopeOf(raw);

  if (!res.ok) {
    // A 401 on an authenticated call means the token is gone server-side: forget it here too.
    if (res.status === 401 && token) clearSession();
    // The account holds a one-time password: the guards send it to choose its own.
    if (res.status === 403 && token && reasonOf(raw) === PASSWORD_CHANGE_REQUIRED) setMustChangePassword(true);
    throw new ApiError("http", env.errMsg || env.message || `HTTP ${res.status}`, {
      status: res.status,
      statusText: res.statusText,
      statusCode: env.statusCode,
      errMsg: env.errMsg || env.message,
      body: raw,
      retryAfterMs: retryAfterOf(res.headers),
    });
  }
  if (raw === null) throw new ApiError("parse", "Invalid JSON response", { status: res.status });
  if (env.statusCode !== null && env.statusCode !== 200 && env.statusCode !== 0) {
    throw new ApiError("api", env.errMsg || `statusCode ${env.statusCode}`, {
      status: res.status,
      statusCode: env.statusCode,
      errMsg: env.errMsg,
      body: raw,
    });
  }
  let parsed: T;
  try {
    parsed = parse(raw);
  } catch (e) {
    throw new ApiError("parse", e instanceof Error ? e.message : "Invalid response", { status: res.status });
  }
  return { body: parsed, headers: res.headers, status: res.status };
}
