import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Clear words for the framework's own 4xx errors (parsing, size, media type). */
function describeFrameworkError(error: FastifyError): { status: number; message: string } | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: "Request body is too large (the limit is 1 MB)" };
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
    const known = describeFrameworkError(error);
    if (known) return reply.status(known.status).send({ statusCode: known.status, errMsg: known.message });
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ statusCode: 500, errMsg: "Internal server error" });
  });
}

/** The 404 of an API path, in the envelope. */
export function apiNotFound(method: string, url: string) {
  return { statusCode: 404, errMsg: `No such API call: ${method} ${url.split("?")[0]}` };
}
