import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { AppDeps } from "./deps";
import { accountsRoutes } from "./features/accounts/accounts.routes";
import { sessionsRoutes } from "./features/accounts/sessions.routes";
import { adminReadingRoutes } from "./features/admin/admin-reading.routes";
import { adminUsersRoutes } from "./features/admin/admin-users.routes";
import { adminWritingRoutes, MULTIPART_LIMITS } from "./features/admin/admin-writing.routes";
import { healthRoutes } from "./features/health/health.routes";
import { imagesRoutes } from "./features/images/images.routes";
import { attemptsRoutes } from "./features/reading/attempts.routes";
import { readingRoutes } from "./features/reading/reading.routes";
import { recordsRoutes } from "./features/records/records.routes";
import { draftsRoutes } from "./features/writing/drafts.routes";
import { essaysRoutes } from "./features/writing/essays.routes";
import { writingRoutes } from "./features/writing/writing.routes";
import { answerFrameworkError, JSON_BODY_LIMIT, registerErrorHandling } from "./plugins/errors";
import { loggerOptions, registerHttpHygiene, type TLogStream } from "./plugins/http-hygiene";
import { httpServerOptions, limitConnections } from "./plugins/http-server";
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerWebApp } from "./plugins/web-app";

export interface BuildAppOptions {
  /** The log level (secrets redacted) and, for tests, where the lines go; false for silent tests. */
  logger?: false | { level: string; stream?: TLogStream };
}

/** Builds the Fastify instance without listening: tests call app.inject, server.ts listens. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
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
  registerErrorHandling(app);
  registerHttpHygiene(app);
  limitConnections(app, deps.config.http);
  registerJsonBodyParser(app);
  // Only the admin's picture upload is multipart; the limits refuse anything bigger than it needs.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await registerWebApp(app, deps.config.webDist);
  healthRoutes(app, deps);
  accountsRoutes(app, deps);
  sessionsRoutes(app, deps);
  imagesRoutes(app, deps);
  readingRoutes(app, deps);
  attemptsRoutes(app, deps);
  recordsRoutes(app, deps);
  writingRoutes(app, deps);
  essaysRoutes(app, deps);
  draftsRoutes(app, deps);
  adminReadingRoutes(app, deps);
  adminWritingRoutes(app, deps);
  adminUsersRoutes(app, deps);
  return app;
}
