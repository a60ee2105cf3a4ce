import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The success envelope: statusCode 200, empty errMsg, then the call's own fields. */
export function ok<T extends Record<string, unknown>>(fields: T = {} as T): { statusCode: 200; errMsg: "" } & T {
  return { statusCode: 200, errMsg: "", ...fields };
}

/** Bodies at least this long are gzipped for clients that accept it (a records page is ~90 KB of answer maps). */
export const COMPRESS_FROM_BYTES = 16 * 1024;
const gzip = promisify(zlib.gzip);

/**
 * Sends JSON that is already text, gzipped (level 1: most of the saving for little CPU, off the main
 * thread) when it is large and the client accepts gzip, as every browser does.
 */
export async function sendJsonText(request: FastifyRequest, reply: FastifyReply, text: string): Promise<FastifyReply> {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  const accepts = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
  if (!accepts || text.length < COMPRESS_FROM_BYTES) return reply.send(text);
  return reply.header("content-encoding", "gzip").send(await gzip(text, { level: 1 }));
}
