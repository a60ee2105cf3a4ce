import { ENDPOINTS } from "@bandcraft/contract/endpoints";
import type { TRouteInfo } from "@bandcraft/contract/routes";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import type { TBodyOf } from "../lib/api-client";

/** What the app sent during the current test, and what went wrong unseen (reported when the test ends). */
const log: TSentAny[] = [];
const problems: string[] = [];

/**
 * The one request-mocking layer of the web tests: an MSW server that answers the contract's routes. The app
 * calls the real `fetch`; MSW intercepts it, so the client's headers, timeouts and envelope checks run as
 * in the browser. test-setup starts it, forgets every reply and request after each test, and fails a test
 * that made a call nobody mocked, sent a body its route refuses, or outran a list of replies.
 *
 * Under happy-dom, MSW patches happy-dom's global `fetch` when it starts and builds requests and replies with
 * happy-dom's Request and Response, so no Node fetch is needed. happy-dom's Request drops `keepalive`: a test
 * of that option spies on `fetch` (the spy passes the call on to MSW).
 */
export const apiServer = setupServer(
  // Kept through every reset, below the tests' own mocks: a call nobody mocked fails at once and is reported,
  // instead of reaching happy-dom's real network stack.
  http.all("*", ({ request }) => {
    problems.push(`${request.method} ${new URL(request.url).pathname} was called but not mocked`);
    return HttpResponse.error();
  }),
);

/** A reply: status 200 unless told, with a JSON `body` or a raw `text`, and any extra headers. */
export type TMockReply = {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: unknown;
  text?: string;
};

/** The request fails as a dropped connection does: `fetch` rejects with "Failed to fetch". */
export const NETWORK_ERROR = Symbol("network error");
/** The request never gets an answer; it ends only when the app aborts it (its timeout, a screen leaving). */
export const NO_REPLY = Symbol("no reply");

type TAnswer = TMockReply | typeof NETWORK_ERROR | typeof NO_REPLY;

/** One request the app made to a route, as the mocked server saw it. */
export type TSent<R extends TRouteInfo> = {
  route: R["name"];
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body of a POST, the form of an upload, or a GET's path parameters. */
  body: TBodyOf<R>;
};

/** A request to any route: its body is not known to be of one route's type. */
export type TSentAny = Omit<TSent<TRouteInfo>, "body"> & { body: unknown };

/** Answers one call from what was sent; may wait (a promise the test resolves holds the request in flight). */
export type TResolver<R extends TRouteInfo> = (body: TBodyOf<R>, sent: TSent<R>) => TAnswer | Promise<TAnswer>;

/** A successful reply in the API's envelope, with the given fields beside `statusCode` and `errMsg`. */
export const ok = (fields: object = {}): TMockReply => ({ body: { statusCode: 200, errMsg: "", ...fields } });

/** A refusal in the API's envelope: the HTTP status repeated as `statusCode`, the message and any extra fields. */
export const refused = (status: number, errMsg: string, fields: object = {}): TMockReply => ({
  status,
  body: { statusCode: status, errMsg, ...fields },
});

/**
 * Answers a route for the rest of the test (a later `mockCall` of the same route takes over): always with one
 * reply, with each of a list in turn (a call past its end fails the test), or from what the app sent.
 */
export function mockCall<R extends TRouteInfo>(route: R, reply: TAnswer | readonly TAnswer[] | TResolver<R>): void {
  const resolve = resolverOf(route, reply);
  const method = route.method === "GET" ? http.get : http.post;
  apiServer.use(
    method(route.path, async ({ request, params }) => {
      const sent: TSent<R> = {
        route: route.name,
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: (await bodyOf(route, request, params)) as TBodyOf<R>,
      };
      log.push(sent);
      checkRequest(route, sent.body);
      const answer = await resolve(sent.body, sent);
      if (answer === NETWORK_ERROR) return HttpResponse.error();
      if (answer === NO_REPLY) return delay("infinite").then(() => HttpResponse.error());
      return responseOf(answer);
    }),
  );
}

/** What the app sent, in order: every request, or only those to one route. */
export function sent(): TSentAny[];
export function sent<R extends TRouteInfo>(route: R): TSent<R>[];
export function sent(route?: TRouteInfo): TSentAny[] {
  return route ? log.filter((entry) => entry.route === route.name) : [...log];
}

/** The bodies the app sent to one route, in order. */
export function bodiesSentTo<R extends TRouteInfo>(route: R): TBodyOf<R>[] {
  return sent(route).map((entry) => entry.body);
}

/** Starts intercepting; a request no mock answers is refused and fails its test. */
export function startApiMock(): void {
  apiServer.listen({ onUnhandledRequest: "error" });
}

/** Forgets this test's replies and requests; throws (failing the test) if anything went wrong unseen. */
export function resetApiMock(): void {
  apiServer.resetHandlers();
  log.length = 0;
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`The mocked API saw problems:\n${found.join("\n")}`);
}

function resolverOf<R extends TRouteInfo>(route: R, reply: TAnswer | readonly TAnswer[] | TResolver<R>): TResolver<R> {
  if (typeof reply === "function") return reply;
  if (!Array.isArray(reply)) return () => reply as TAnswer;
  const queue = [...(reply as readonly TAnswer[])];
  return () => {
    const next = queue.shift();
    if (next !== undefined) return next;
    problems.push(`${route.method} ${route.path} was called more often than it has replies`);
    return refused(500, `no reply left for ${route.path}`);
  };
}

async function bodyOf(route: TRouteInfo, request: Request, params: Record<string, unknown>): Promise<unknown> {
  if (route.method === "GET") return { ...params };
  if (route.body === "multipart") return request.formData();
  const text = await request.text();
  return text === "" ? undefined : JSON.parse(text);
}

/** A body or path the server would refuse before any handler runs is a bug in the app, not a case to mock. */
function checkRequest(route: TRouteInfo, body: unknown): void {
  if (route.body === "multipart") return;
  const endpoint = ENDPOINTS[route.name as keyof typeof ENDPOINTS];
  const checked = endpoint?.request.safeParse(body);
  if (checked && !checked.success) {
    problems.push(`${route.path} was sent a body its request schema refuses: ${checked.error.message}`);
  }
}

function responseOf(reply: TMockReply): Response {
  const init = { status: reply.status ?? 200, statusText: reply.statusText, headers: reply.headers };
  if (reply.text !== undefined) return new HttpResponse(reply.text, init);
  return HttpResponse.json(reply.body ?? null, init);
}
