import zlib from "node:zlib";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import type { TAppDeps } from "./deps";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { sessionsRoutes } from "./features/accounts/sessions.routes";
import { adminBankTransferRoutes } from "./features/admin/admin-bank-transfer.routes";
import { adminImagesRoutes } from "./features/admin/admin-images.routes";
import { adminReadingRoutes } from "./features/admin/admin-reading.routes";
import { adminUsersRoutes } from "./features/admin/admin-users.routes";
import { adminWritingRoutes } from "./features/admin/admin-writing.routes";
import { MULTIPART_LIMITS } from "./features/admin/writing-upload";
import { assignmentsRoutes } from "./features/assignments/assignments.routes";
import { auditRoutes } from "./features/audit/audit.routes";
import { bankRoutes } from "./features/bank/bank.routes";
import { classesRoutes } from "./features/classes/classes.routes";
import { healthRoutes } from "./features/health/health.routes";
import { imagesRoutes } from "./features/images/images.routes";
import { markingRoutes } from "./features/marking/marking.routes";
import { attemptsRoutes } from "./features/reading/attempts.routes";
import { readingRoutes } from "./features/reading/reading.routes";
import { recordsRoutes } from "./features/records/records.routes";
import { resultsRoutes } from "./features/results/results.routes";
import { draftsRoutes } from "./features/writing/drafts.routes";
import { essaysRoutes } from "./features/writing/essays.routes";
import { writingRoutes } from "./features/writing/writing.routes";
import { registerScopedRoutes } from "./plugins/access";
import { answerFrameworkError, JSON_BODY_LIMIT, registerErrorHandling } from "./plugins/errors";
import { loggerOptions, registerHttpHygiene, type TLogStream } from "./plugins/http-hygiene";
import { httpServerOptions, limitConnections } from "./plugins/http-server";
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerWebApp } from "./plugins/web-app";

export interface TBuildAppOptions {
  /** The log level (secrets redacted) and, for tests, where the lines go; false for silent tests. */
  logger?: false | { level: string; stream?: TLogStream };
  /** Sees every route as it is registered (the tests that prove each one is guarded walk them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify instance without listening: tests call app.inject, server.ts listens. */
export async function buildApp(deps: TAppDeps, options: TBuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger.level, options.logger.stream) : false,
    // One line per request, written by registerHttpHygiene, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Timeouts, keep-alive and connection limits (docs/operations.md); Node's parser errors in the envelope.
    ...httpServerOptions(deps.config.http),
    bodyLimit: JSON_BODY_LIMIT,
    // Request ids for log correlation; never trust a client-sent one.
    requestIdHeader: false,
    // The client address behind a load balancer (TRUST_PROXY); off by default, as a client could forge it.
    trustProxy: deps.config.trustProxy,
    // Malformed URLs the router refuses before any route runs still get the envelope.
    frameworkErrors: answerFrameworkError,
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  registerErrorHandling(app);
  registerHttpHygiene(app);
  limitConnections(app, deps.config.http);
  registerJsonBodyParser(app);
  // JSON replies of 14 KB or more go compressed (a records page of 20 is 20-60 KB): a smaller reply fits in
  // TCP's first window of 10 segments and arrives in one round trip anyway, so compressing it would spend CPU
  // for nothing the learner feels. Brotli at quality 2: a page of 20 complete tests (40 KB) becomes 4.3 KB,
  // within that first window as at the plugin's quality 4 (3.9 KB), for 95 µs of CPU instead of 160 (gzip at
  // level 3 likewise: 4.4 KB for 99 µs, where its default level 6 took 355). Up to
  // 64 KB in one synchronous call, where the plugin's stream (its default above 8 KB on two cores) cost some
  // 500 µs more per page. The built web assets are compressed at build time; request bodies never are.
  await app.register(compress, {
    threshold: 14 * 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
    encodings: ["br", "gzip", "deflate"],
    customTypes: /^application\/json(;|$)/,
    globalDecompression: false,
  });
  // Only the admin's picture upload is multipart; the limits refuse anything bigger than it needs.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await registerWebApp(app, deps.config.webDist);
  await registerScopedRoutes(app, deps, [
    ...healthRoutes(deps),
    ...bankRoutes(deps),
    ...accountsRoutes(deps),
    ...sessionsRoutes(deps),
    ...imagesRoutes(deps),
    ...readingRoutes(deps),
    ...attemptsRoutes(deps),
    ...recordsRoutes(deps),
    ...writingRoutes(deps),
    ...essaysRoutes(deps),
    ...draftsRoutes(deps),
    ...adminReadingRoutes(deps),
    ...adminBankTransferRoutes(deps),
    ...adminWritingRoutes(deps),
    ...adminImagesRoutes(deps),
    ...adminUsersRoutes(deps),
    ...auditRoutes(deps),
    ...classesRoutes(deps),
    ...resultsRoutes(deps),
    ...assignmentsRoutes(deps),
    ...markingRoutes(deps),
  ]);
  return app;
}
