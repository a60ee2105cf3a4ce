import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import type { AppDeps } from "./deps";
import { accountsRoutes } from "./features/accounts/accounts.routes";
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
import { registerJsonBodyParser } from "./plugins/json-body";
import { registerWebApp } from "./plugins/web-app";

export interface BuildAppOptions {
  /** pino options; false for silent tests. */
  logger?: boolean | { level: string };
}

/** Builds the Fastify instance without listening: tests call app.inject, server.ts listens. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Request ids for log correlation; never trust a client-sent one.
    requestIdHeader: false,
    // The client address behind a load balancer (TRUST_PROXY); off by default, as a client could forge it.
    trustProxy: deps.config.trustProxy,
    // Malformed URLs the router refuses before any route runs still get the envelope.
    frameworkErrors: answerFrameworkError,
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  // Only the admin's picture upload is multipart; the limits refuse anything bigger than it needs.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await registerWebApp(app, deps.config.webDist);
  healthRoutes(app, deps);
  accountsRoutes(app, deps);
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
