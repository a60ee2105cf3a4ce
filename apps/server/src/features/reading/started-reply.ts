import type { FastifyReply } from "fastify";
import type { TStarted } from "./reading.service";

/**
 * The learner's form is stored as JSON text; it goes out inside the envelope as it is, with no parse and
 * re-serialise of a whole passage on the hottest read path, beside the attempt the start made. A pack
 * (or an assignment) sends its passages as a list.
 */
export function sendStarted(reply: FastifyReply, started: TStarted, asList: boolean) {
  const practice = asList ? `[${started.bodies.join(",")}]` : (started.bodies[0] ?? "null");
  return reply
    .type("application/json; charset=utf-8")
    .send(`{"statusCode":200,"errMsg":"","readingPractice":${practice},"attempt":${JSON.stringify(started.attempt)}}`);
}
