// A small JSON client for the soak scenarios: every call is timed and counted, every error response is
// checked for the envelope ({statusCode, errMsg}), and a lost response (connection refused or reset,
// timeout) comes back as status 0 instead of throwing, so a learner loop can decide what it means.
import http from "node:http";
import zlib from "node:zlib";

const REQUEST_TIMEOUT_MS = 15_000;

/** Counts and latencies of one scenario's requests. */
export class Stats {
  constructor() {
    this.startedAt = performance.now();
    this.endedAt = undefined;
    this.latencies = [];
    this.byStatus = new Map();
    this.lost = 0;
    /** Responses of 500 and above: [{at, method, path, status, errMsg}]. */
    this.serverErrors = [];
    /** Error responses without a proper envelope. */
    this.badEnvelopes = [];
    /** The three slowest answers: {ms, path, status, at (seconds into the scenario)}. */
    this.slowest = [];
  }

  record(status, ms, path) {
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (status !== 0) this.latencies.push(ms);
    else this.lost += 1;
    if (status !== 0 && ms > (this.slowest.at(-1)?.ms ?? 0)) {
      const at = Math.round((performance.now() - this.startedAt) / 100) / 10;
      this.slowest.push({ ms: Math.round(ms), path, status, at });
      this.slowest.sort((a, b) => b.ms - a.ms);
      if (this.slowest.length > 3) this.slowest.pop();
    }
  }

  get requests() {
    return this.latencies.length;
  }

  finish() {
    this.endedAt = performance.now();
  }

  /** Requests, throughput and latency percentiles (answered requests only). */
  summary() {
    const sorted = Float64Array.from(this.latencies).sort();
    const pct = (p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);
    const seconds = ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
    return {
      requests: sorted.length,
      lost: this.lost,
      seconds: Number(seconds.toFixed(1)),
      rps: Math.round(sorted.length / seconds),
      p50: Number(pct(0.5).toFixed(1)),
      p99: Number(pct(0.99).toFixed(1)),
      byStatus: Object.fromEntries([...this.byStatus.entries()].sort((a, b) => a[0] - b[0])),
      slowest: this.slowest.map((s) => `${s.ms} ms ${s.path} (${s.status}) at ${s.at} s`).join("; "),
    };
  }
}

/** A keep-alive connection pool, as one browser has: each learner gets its own (see createAgent). */
export const createAgent = (maxSockets = 2) => new http.Agent({ keepAlive: true, maxSockets });
const sharedAgent = new http.Agent({ keepAlive: true });

/** One HTTP exchange; resolves {status, headers, bytes} or rejects on a lost connection or timeout. */
function exchange(url, method, headers, payload, agent) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * Calls one API path on `base` and returns {status, body, ms, headers, error}. `body` is the parsed JSON
 * (or the text when it is not JSON); status 0 means no answer arrived (refused, reset, timed out).
 * `agent` is the caller's connection pool (a learner's own, like a browser's).
 */
export async function call(stats, base, method, path, { token, json, headers = {}, raw, agent = sharedAgent } = {}) {
  const sent = { "accept-encoding": "gzip", ...headers };
  if (token) sent.authorization = `Bearer ${token}`;
  let payload;
  if (json !== undefined) {
    sent["content-type"] = "application/json";
    payload = JSON.stringify(json);
  } else if (raw instanceof FormData) {
    const encoded = new Response(raw);
    sent["content-type"] = encoded.headers.get("content-type");
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (raw !== undefined) {
    payload = raw;
  }
  if (payload !== undefined) sent["content-length"] = String(Buffer.byteLength(payload));
  const t0 = performance.now();
  let res;
  try {
    res = await exchange(base + path, method, sent, payload, agent);
  } catch (error) {
    const ms = performance.now() - t0;
    stats?.record(0, ms, path);
    return { status: 0, body: undefined, ms, headers: {}, error: error?.code ?? String(error) };
  }
  const ms = performance.now() - t0;
  stats?.record(res.status, ms, path);
  const bytes = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(res.bytes) : res.bytes;
  const text = bytes.toString("utf8");
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  if (path.startsWith("/api/") && res.status >= 400) {
    const enveloped =
      body && typeof body === "object" && body.statusCode === res.status && typeof body.errMsg === "string";
    if (!enveloped || body.errMsg === "") {
      stats?.badEnvelopes.push({ method, path, status: res.status, body: text.slice(0, 200) });
    }
  }
  if (res.status >= 500) {
    stats?.serverErrors.push({ at: Date.now(), method, path, status: res.status, errMsg: body?.errMsg ?? text });
  }
  return { status: res.status, body, ms, headers: res.headers, bytes };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` over `items` with at most `limit` at a time; resolves with the results in order. */
export async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
