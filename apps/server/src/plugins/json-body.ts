import type { FastifyInstance } from "fastify";
import { assertNoNulCharacter } from "../lib/validate";

/**
 * Fastify's own JSON parser (prototype-poisoning checks, its empty-body and invalid-JSON errors), plus one
 * rule: no U+0000 in any string, which PostgreSQL cannot store. Only a body that spells `\u0000` is walked.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // parseAs "string": the body is text; the overloads type it as text or bytes.
    const text = typeof body === "string" ? body : body.toString("utf8");
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      try {
        if (text.includes("\\u0000")) assertNoNulCharacter(value);
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, value);
    });
  });
}
