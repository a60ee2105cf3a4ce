import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The success envelope: statusCode 200, empty errMsg, then the call's own fields. */
export function ok<T extends Record<string, unknown>>(fields: T = {} as T): { statusCode: 200; errMsg: "" } & T {
  return { statusCode: 200, errMsg: "", ...fields };
}

/** Bodies at least this long are gzipped for clients that accept it but not deflate (a records page is ~40 KB). */
export const COMPRESS_FROM_BYTES = 16 * 1024;
const gzip = promisify(zlib.gzip);

/** Whether the client accepts a content coding (RFC 9110 §12.5.3): named, or `*`, and not with q=0. */
export function acceptsEncoding(request: FastifyRequest, coding: string): boolean {
  const header = String(request.headers["accept-encoding"] ?? "").toLowerCase();
  let accepted = false;
  for (const entry of header.split(",")) {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim());
    if (name !== coding && name !== "*") continue;
    const q = params.find((p) => p.startsWith("q="));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    // A named coding outranks the wildcard, whichever comes first.
    if (name === coding) return !refused;
    accepted = !refused;
  }
  return accepted;
}

/** Sends JSON already compressed as a zlib stream (lib/deflate-pieces.ts) to a client that accepts deflate. */
export function sendDeflatedJson(reply: FastifyReply, zlibBytes: Buffer): FastifyReply {
  return reply
    .type("application/json; charset=utf-8")
    .header("vary", "accept-encoding")
    .header("content-encoding", "deflate")
    .send(zlibBytes);
}

/**
 * Sends JSON that is already text, gzipped (level 1: most of the saving for little CPU, off the main
 * thread) when it is large and the client accepts gzip, as every browser does.
 */
export async function sendJsonText(request: FastifyRequest, reply: FastifyReply, text: string): Promise<FastifyReply> {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (!acceptsEncoding(request, "gzip") || text.length < COMPRESS_FROM_BYTES) return reply.send(text);
  return reply.header("content-encoding", "gzip").send(await gzip(text, { level: 1 }));
}
