import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import type { THostileBody } from "./hostile-requests";

/** API paths owe the envelope on every answer; other paths (the SPA's files) only on refusals. */
export const isApi = (url: string) => url.startsWith("/api/");

/** The response text, unpacked when the server compressed it (large JSON, in the coding the client accepts). */
function responseText(res: LightMyRequestResponse): string {
  const coding = res.headers["content-encoding"];
  if (coding === "br") return zlib.brotliDecompressSync(res.rawPayload).toString("utf8");
  if (coding === "gzip") return zlib.gunzipSync(res.rawPayload).toString("utf8");
  if (coding === "deflate") return zlib.inflateSync(res.rawPayload).toString("utf8");
  return res.body;
}

/**
 * What is wrong with a response, or undefined when it keeps the contract: never a 5xx; from the API
 * (and any refusal elsewhere) JSON {statusCode = HTTP status, errMsg}, errMsg non-empty on refusals.
 * A HEAD answer has no body to check; a static file's success, and a download's (an attachment), is the file itself.
 */
export function envelopeProblem(res: LightMyRequestResponse, method: string, url = "/api/"): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  if (method === "HEAD") return undefined;
  if (!isApi(url) && res.statusCode < 400) return undefined;
  const attachment = String(res.headers["content-disposition"] ?? "").startsWith("attachment");
  if (attachment && res.statusCode === 200) return undefined;
  const type = String(res.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) return `content-type is "${type}", not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(responseText(res));
  } catch {
    return "the body is not JSON";
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "the body is not a JSON object";
  const { statusCode, errMsg } = body as { statusCode?: unknown; errMsg?: unknown };
  if (statusCode !== res.statusCode) return `statusCode ${String(statusCode)} is not the HTTP status`;
  if (typeof errMsg !== "string") return "errMsg is not a string";
  if (res.statusCode >= 300 && errMsg.trim() === "") return "a refusal with an empty errMsg";
  if (res.statusCode < 300 && errMsg !== "") return "a success with an errMsg";
  return undefined;
}

/** Where the last failing request's whole body is kept: counterexamples print only its start. */
const FAILURE_PAYLOAD = path.join(os.tmpdir(), "bandcraft-hostile-input-failure.bin");

export function assertEnvelope(
  res: LightMyRequestResponse,
  request: { method: string; url: string; what: string; payload?: string | Buffer },
): void {
  const { method, url, what, payload } = request;
  const problem = envelopeProblem(res, method, url);
  if (!problem) return;
  if (payload !== undefined) fs.writeFileSync(FAILURE_PAYLOAD, payload);
  const kept = payload === undefined ? "" : ` (whole body in ${FAILURE_PAYLOAD})`;
  throw new Error(`${what}: ${problem} — HTTP ${res.statusCode} ${res.body.slice(0, 300)}${kept}`);
}

/** A counterexample short enough to read: long strings and payloads are cut, bytes shown in hex. */
export function describeRequest(r: {
  path: string;
  query: string;
  body: THostileBody;
  authorization?: string;
  headers: Record<string, string>;
}): string {
  const cut = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
  const payload =
    r.body.payload === undefined
      ? "(none)"
      : typeof r.body.payload === "string"
        ? JSON.stringify(cut(r.body.payload))
        : `hex ${cut(r.body.payload.toString("hex"))}`;
  return [
    `${cut(r.path + r.query, 200)} [${r.body.kind}]`,
    `content-type: ${JSON.stringify(r.body.contentType)}`,
    `authorization: ${JSON.stringify(r.authorization === undefined ? undefined : cut(r.authorization, 60))}`,
    `other headers: ${JSON.stringify(r.headers)}`,
    `payload: ${payload}`,
  ].join("\n  ");
}
