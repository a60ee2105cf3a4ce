import {
  ZAdminDeleteRequest,
  ZAdminReadingListRequest,
  ZAdminSingleRequest,
  ZAdminTitleRequest,
} from "@bandcraft/contract/admin";
import { ZPracticeId } from "@bandcraft/contract/reading";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { newId } from "../../lib/tokens";
import { parseBody } from "../../lib/validate";
import { authenticateAdmin } from "../../plugins/auth";
import { checkReadingPractice } from "../reading/practice-check";
import { findPractice, upsertPractice } from "../reading/reading.repository";
import {
  deletePractice,
  findPracticeIdByTitle,
  listPracticesForAdmin,
  practiceExists,
} from "./admin-reading.repository";

/** The id a save targets: the one given (which must exist), or a new one for a new test. */
async function targetId(deps: AppDeps, body: unknown): Promise<string> {
  const given =
    typeof body === "object" && body !== null ? (body as { readingPracticeID?: unknown }).readingPracticeID : undefined;
  if (given === undefined || given === null || given === "") return newId("reading-");
  const id = ZPracticeId.safeParse(given);
  if (!id.success) throw badRequest(`Invalid request: readingPracticeID: ${id.error.issues[0]?.message ?? "invalid"}`);
  if (!(await practiceExists(deps.db, id.data))) throw notFound(`No reading practice with the id ${id.data}`);
  return id.data;
}

/** The administrator's reading calls (privilege 1, checked on every call). */
export function adminReadingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/admin/reading/list", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZAdminReadingListRequest, request.body);
    const info = await listPracticesForAdmin(deps.db, {
      questionTypes: body.questionTypes,
      pageType: body.pageType,
      level: body.level,
      page: body.paginationRequest.page,
      pageSize: body.paginationRequest.pageSize,
    });
    return ok({ info });
  });

  app.post("/api/admin/reading/title", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZAdminTitleRequest, request.body);
    const id = await findPracticeIdByTitle(deps.db, body.title);
    const practice = id ? await findPractice(deps.db, id) : undefined;
    if (!practice) throw notFound("Test not found with this title");
    return ok({ readingPractice: practice });
  });

  app.post("/api/admin/reading/single", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZAdminSingleRequest, request.body);
    const practice = await findPractice(deps.db, body.practiceID);
    if (!practice) throw notFound(`No reading practice with the id ${body.practiceID}`);
    return ok({ readingPractice: practice });
  });

  // Saves the whole practice after the same checks as the content bank's import; nothing invalid is stored.
  app.post("/api/admin/reading/modify", async (request) => {
    await authenticateAdmin(deps, request);
    if (typeof request.body !== "object" || request.body === null || Array.isArray(request.body)) {
      throw badRequest("Invalid request: send the practice as a JSON object");
    }
    const id = await targetId(deps, request.body);
    const checked = checkReadingPractice({ ...request.body, readingPracticeID: id });
    if (!checked.practice) {
      throw new AppError(400, `Invalid practice: ${checked.problems.join("; ")}`, {}, { problems: checked.problems });
    }
    await deps.db.transaction().execute((trx) => upsertPractice(trx, checked.practice, deps.now()));
    return ok({ readingPracticeID: id });
  });

  app.post("/api/admin/reading/delete", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZAdminDeleteRequest, request.body);
    if (!(await deletePractice(deps.db, body.readingPracticeID))) {
      throw notFound(`No reading practice with the id ${body.readingPracticeID}`);
    }
    return ok();
  });
}
