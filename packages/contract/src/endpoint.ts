import { z } from "zod";
import { enveloped } from "./common";
import type { TRouteInfo } from "./routes";

/**
 * One call of the API with its schemas, used by both sides: the web calls it through `call(endpoint, body)`,
 * the server registers its route from it, and the tests and the fuzzer walk the table of them (endpoints.ts).
 */
export interface TEndpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends TRouteInfo {
  readonly request: Req;
  readonly response: Res;
}

/** Joins a call's route (routes.ts) to its request and response schemas. */
export const endpoint = <const R extends TRouteInfo, Req extends z.ZodType, Res extends z.ZodType>(
  route: R,
  request: Req,
  response: Res,
): R & { readonly request: Req; readonly response: Res } => ({ ...route, request, response });

/** The reply of a call that answers nothing but success. */
export const ZOkResponse = enveloped({});

/** The request of a GET without parameters. */
export const ZNoParams = z.strictObject({});
