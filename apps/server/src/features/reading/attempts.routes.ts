import {
  ZAttemptStatusRequest,
  ZListAttemptsRequest,
  ZOpenAttemptRequest,
  ZResultRequest,
  ZSaveAttemptRequest,
} from "@bandcraft/contract/attempts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { attemptStatus, listOpenAttempts, openAttempt, resultOf, saveAttempt } from "./attempts.service";

/** Attempts on the server: autosave, continue on any device, the open ones, results by address. */
export function attemptsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/reading/attempt/save", async (request) => {
    const user = await authenticate(deps, request);
    return ok(await saveAttempt(deps, user, parseBody(ZSaveAttemptRequest, request.body)));
  });

  app.post("/api/reading/attempt/open", async (request) => {
    const user = await authenticate(deps, request);
    const { testTakerID } = parseBody(ZOpenAttemptRequest, request.body);
    return ok(await openAttempt(deps, user, testTakerID));
  });

  app.post("/api/reading/attempt/status", async (request) => {
    const user = await authenticate(deps, request);
    const { testTakerID } = parseBody(ZAttemptStatusRequest, request.body);
    return ok(await attemptStatus(deps, user, testTakerID));
  });

  app.post("/api/reading/attempt/list", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZListAttemptsRequest, request.body ?? {});
    return ok({ attempts: await listOpenAttempts(deps, user) });
  });

  app.post("/api/reading/result", async (request) => {
    const user = await authenticate(deps, request);
    const { testTakerID } = parseBody(ZResultRequest, request.body);
    return ok(await resultOf(deps, user, testTakerID));
  });
}
