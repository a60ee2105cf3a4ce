import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/unavailable";
import { isForeignKeyViolation } from "../db/unique-violation";
import { AppError } from "../lib/app-error";

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The `reason` of a write refused because a row it names was deleted while it ran. */
export const CHANGED_MEANWHILE = "changed-meanwhile";

/** A body limit in words: "1 MB". */
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Clear words for the framework's own 4xx errors (parsing, size, media type); `bodyLimit` is the route's. */
function describeFrameworkError(
  error: FastifyError,
  bodyLimit = JSON_BODY_LIMIT,
): { status: number; message: string } | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: `Request body is too large (the limit is ${megabytes(bodyLimit)})` };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, message: "Unsupported Content-Type: send application/json" };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "Request body is empty: send a JSON object" };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, message: `Request body is not valid JSON: ${error.message}` };
    // @fastify/multipart (the admin's picture upload)
    case "FST_REQ_FILE_TOO_LARGE":
      return { status: 413, message: "The image is larger than 5 MB" };
    case "FST_FILES_LIMIT":
      return { status: 400, message: "Only one image can be uploaded" };
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return { status: 400, message: "Too many form fields: send writingData and pic only" };
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { status: 415, message: "Send multipart/form-data" };
    case "FST_MP_PREMATURE_CLOSE":
      return { status: 400, message: "The upload ended before the form was complete" };
    case "FST_PROTO_VIOLATION":
      return {
        status: 400,
        message: "Form field names such as __proto__ are not allowed: send writingData and pic only",
      };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return { status: 400, message: `Request body is not valid JSON: ${error.message}` };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return undefined;
}

/** Every error, 404 included, leaves in the envelope {statusCode, errMsg} with an honest HTTP status. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...error.fields, statusCode: error.statusCode, errMsg: error.message });
    }
    const known = describeFrameworkError(error, request.routeOptions.bodyLimit);
    if (known) return reply.status(known.status).send({ statusCode: known.status, errMsg: known.message });
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a retry may succeed, so 503, and the process stays up.
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "2").send({
        statusCode: 503,
        errMsg: "The service is briefly unavailable (database unreachable). Please try again.",
      });
    }
    if (isForeignKeyViolation(error)) {
      // Something the request names was deleted while it ran (an account, a class): nothing was written.
      return reply.status(409).send({
        statusCode: 409,
        errMsg: "Something this request refers to was removed meanwhile. Reload and try again.",
        reason: CHANGED_MEANWHILE,
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ statusCode: 500, errMsg: "Internal server error" });
  });
}

/** A piece of the client's URL for a message, cut short: it is echoed, not trusted. */
const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * Fastify's router answers a few malformed URLs itself, before any route or error handler runs (a bad
 * percent-encoding, a path parameter over maxParamLength); given as the `frameworkErrors` option, this
 * puts those answers in the envelope too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.raw.url ?? "";
  const known =
    error.code === "FST_ERR_BAD_URL"
      ? { status: 400, message: `The URL is not valid (a malformed %-escape?): ${quoted(path)}` }
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? { status: 414, message: `A part of the URL is too long: ${quoted(path)}` }
        : undefined;
  if (!known) request.log.error({ err: error }, "router error");
  const { status, message } = known ?? { status: 500, message: "Internal server error" };
  reply.status(status).send({ statusCode: status, errMsg: message });
}

/** The 404 of an API path, in the envelope. */
export function apiNotFound(method: string, url: string) {
  return { statusCode: 404, errMsg: `No such API call: ${method} ${url.split("?")[0]}` };
}
