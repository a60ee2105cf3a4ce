import { MAX_ESSAY_WORDS, ZEssayIdRequest, ZEssayListRequest, ZEssaySaveRequest } from "@bandcraft/contract/writing";
import { countWords } from "@bandcraft/domain/word-count";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { badRequest, notFound } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { newId } from "../../lib/tokens";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { deleteOwnEssay, findOwnEssay, insertEssay, listEssays, writingTaskPart } from "./essays.repository";

const essayNotFound = (id: string) => notFound(`No essay with the id ${id}`);

/** A learner's saved essays (issue 9): save, list, get, delete, each checked against its owner. */
export function essaysRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/writing/essays/save", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssaySaveRequest, request.body);
    const wordCount = countWords(body.text);
    if (wordCount === 0) throw badRequest("Write something before saving: the essay is empty");
    if (wordCount > MAX_ESSAY_WORDS) {
      throw badRequest(
        `An essay may have at most ${MAX_ESSAY_WORDS.toLocaleString("en")} words (this one has ${wordCount.toLocaleString("en")})`,
      );
    }
    const part = await writingTaskPart(deps.db, body.writingPracticeID);
    if (part === undefined) throw notFound(`No writing task with the id ${body.writingPracticeID}`);
    if (part !== body.part)
      throw badRequest(`Task ${body.writingPracticeID} is a Task ${part}, not a Task ${body.part}`);
    const essayID = newId("essay-");
    await insertEssay(deps.db, {
      id: essayID,
      userId: user.id,
      writingPracticeId: body.writingPracticeID,
      part: body.part,
      text: body.text,
      wordCount,
      timeSpent: body.timeSpent,
      feedback: body.feedbackSummary,
      createdAt: deps.now(),
    });
    return ok({ essayID });
  });

  app.post("/api/writing/essays/list", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssayListRequest, request.body);
    const data = await listEssays(deps.db, user.id, body.paginationRequest.page, body.paginationRequest.pageSize);
    return ok({ data });
  });

  app.post("/api/writing/essays/get", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssayIdRequest, request.body);
    const essay = await findOwnEssay(deps.db, user.id, body.essayID);
    if (!essay) throw essayNotFound(body.essayID);
    return ok({ essay });
  });

  app.post("/api/writing/essays/delete", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssayIdRequest, request.body);
    if (!(await deleteOwnEssay(deps.db, user.id, body.essayID))) throw essayNotFound(body.essayID);
    return ok();
  });
}
