import type { TEndpoint } from "@bandcraft/contract/endpoint";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TAuthUser } from "../plugins/auth";
import { unauthorized } from "./app-error";
import { parseBody } from "./validate";

/** What a handler receives: the parsed request, the caller (checked by its scope), and Fastify's objects. */
export interface TRouteContext<E extends TEndpoint, B> {
  body: B;
  user: E["access"] extends "public" ? undefined : TAuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The default parsed request: the JSON body or the path parameters; a multipart form is the handler's to read. */
type TParsed<E extends TEndpoint> = E["body"] extends "multipart" ? undefined : z.infer<E["request"]>;

/**
 * A handler answers with the endpoint's response (checked by the compiler, serialised by Fastify) or with
 * the reply when it sends bytes itself (a picture, a practice already stored as JSON text).
 */
export type THandler<E extends TEndpoint, B> = (
  context: TRouteContext<E, B>,
) => Promise<z.input<E["response"]> | FastifyReply>;

/** A route ready to register: its endpoint and Fastify's handler. */
export interface TRoute {
  readonly endpoint: TEndpoint;
  /** Bytes of body this route takes, where it is not the server's 1 MB (an import of many files). */
  readonly bodyLimit?: number;
  readonly handle: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/**
 * Defines a route from its endpoint in the contract: the body (or path parameters) is parsed against the
 * endpoint's request schema, a 400 naming the field when it does not fit; `parse` replaces that for a call
 * whose refusals carry their own words; `bodyLimit` raises the body's size limit for this route alone. An
 * absent JSON body counts as `{}`.
 */
export function defineRoute<const E extends TEndpoint, B = TParsed<E>>(
  endpoint: E,
  handler: THandler<E, B>,
  options: { parse?: (raw: unknown) => B; bodyLimit?: number } = {},
): TRoute {
  const parse = options.parse ?? ((raw: unknown) => parseBody(endpoint.request, raw ?? {}) as B);
  return {
    endpoint,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handle: async (request, reply) => {
      const user = request.user ?? undefined;
      // The scope's hook has set the caller; a route outside its scope would be a wiring bug, refused, not served.
      if (endpoint.access !== "public" && !user) throw unauthorized("Authentication required");
      const raw = endpoint.body === "params" ? request.params : request.body;
      const body = endpoint.body === "multipart" ? (undefined as B) : parse(raw);
      return handler({ body, user: user as TRouteContext<E, B>["user"], request, reply });
    },
  };
}
