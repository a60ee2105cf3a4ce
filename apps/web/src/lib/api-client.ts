import { clearSession, getSession } from "./session";

/** Same origin in production; Vite proxies /api to the server in development. */
export const API_BASE = "/api";
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

  constructor(
    kind: TApiErrorKind,
    message: string,
    opts: { status?: number; statusText?: string; statusCode?: number | null; errMsg?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.kind = kind;
    this.status = opts.status ?? 0;
    this.statusText = opts.statusText ?? "";
    this.statusCode = opts.statusCode ?? null;
    this.errMsg = opts.errMsg ?? "";
    this.body = opts.body ?? null;
  }
}

export type TApiResult<T> = { body: T; headers: Headers; status: number };

type TCallOptions<T> = {
  method?: "GET" | "POST";
  body?: unknown;
  /** Send the Bearer token (all calls but login). */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Parses the success body; callers pass a contract schema's `parse` so Zod loads with the feature. */
  parse?: (raw: unknown) => T;
  /** Lets the request outlive the page (a save sent as the tab closes; the browser caps its body at 64 KB). */
  keepalive?: boolean;
};

function envelopeOf(raw: unknown): { statusCode: number | null; errMsg: string; message: string } {
  if (typeof raw !== "object" || raw === null) return { statusCode: null, errMsg: "", message: "" };
  const r = raw as Record<string, unknown>;
  return {
    statusCode: typeof r.statusCode === "number" ? r.statusCode : null,
    errMsg: typeof r.errMsg === "string" ? r.errMsg : "",
    message: typeof r.message === "string" ? r.message : "",
  };
}

/** Calls the API and unwraps the {statusCode, errMsg, …} envelope; throws ApiError on any failure. */
export async function apiCall<T = unknown>(path: string, opts: TCallOptions<T> = {}): Promise<TApiResult<T>> {
  const method = opts.method ?? "POST";
  const auth = opts.auth ?? true;
  const headers: Record<string, string> = { Accept: "application/json" };
  // A FormData body (an upload) gets its multipart boundary from the browser, so no Content-Type is set here.
  const isForm = typeof FormData !== "undefined" && opts.body instanceof FormData;
  if (method === "POST" && !isForm) headers["Content-Type"] = "application/json";
  const token = auth ? getSession()?.token : undefined;
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
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: method !== "POST" ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body ?? {}),
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
    throw new ApiError("http", env.errMsg || env.message || `HTTP ${res.status}`, {
      status: res.status,
      statusText: res.statusText,
      statusCode: env.statusCode,
      errMsg: env.errMsg || env.message,
      body: raw,
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
  let body: T;
  try {
    body = opts.parse ? opts.parse(raw) : (raw as T);
  } catch (e) {
    throw new ApiError("parse", e instanceof Error ? e.message : "Invalid response", { status: res.status });
  }
  return { body, headers: res.headers, status: res.status };
}
