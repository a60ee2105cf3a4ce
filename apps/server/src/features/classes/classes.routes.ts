import { classEndpoints } from "@bandcraft/contract/classes";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import {
  addLearnersToClass,
  classWithLearners,
  createClass,
  listClasses,
  removeLearner,
  updateClass,
} from "./classes.service";

/** Teachers' classes; the teacher scope has checked for privilege 10 or 1 before any of them runs. */
export function classesRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(classEndpoints.classList, async ({ user, body }) => {
      const { page, pageSize } = body.paginationRequest;
      const query = { includeArchived: body.includeArchived ?? false, page, pageSize };
      return ok({ data: await listClasses(deps, user, query) });
    }),
    defineRoute(classEndpoints.classCreate, async ({ user, body }) =>
      ok({ classID: await createClass(deps, user, body.name) }),
    ),
    defineRoute(classEndpoints.classUpdate, async ({ user, body }) => {
      await updateClass(deps, user, body);
      return ok();
    }),
    defineRoute(classEndpoints.classGet, async ({ user, body }) =>
      ok(await classWithLearners(deps, user, body.classID)),
    ),
    defineRoute(classEndpoints.classAddLearners, async ({ user, body }) =>
      ok(await addLearnersToClass(deps, user, body.classID, body.learners)),
    ),
    defineRoute(classEndpoints.classRemoveLearner, async ({ user, body }) => {
      await removeLearner(deps, user, body.classID, body.email);
      return ok();
    }),
  ];
}
