import { assignmentEndpoints } from "@bandcraft/contract/assignments";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { sendStarted } from "../reading/public";
import { catalogue, createAssignment, deleteAssignment, listAssignments } from "./assignments.service";
import { myAssignments, startAssignment } from "./my-assignments.service";

/**
 * Assignments: the teacher's calls (the teacher scope has checked for privilege 10 or 1; the service checks the
 * class is theirs) and the learner's (their own classes' assignments, and starting an assigned reading).
 */
export function assignmentsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(assignmentEndpoints.assignmentCatalogue, async () => ok(await catalogue(deps))),
    defineRoute(assignmentEndpoints.assignmentCreate, async ({ user, body }) =>
      ok({ assignmentID: await createAssignment(deps, user, body) }),
    ),
    defineRoute(assignmentEndpoints.assignmentList, async ({ user, body }) =>
      ok({ assignments: await listAssignments(deps, user, body.classID) }),
    ),
    defineRoute(assignmentEndpoints.assignmentDelete, async ({ user, body }) => {
      await deleteAssignment(deps, user, body.assignmentID);
      return ok();
    }),
    defineRoute(assignmentEndpoints.myAssignments, async ({ user }) => ok(await myAssignments(deps, user))),
    // The passages go out as stored JSON text, in part order, as a complete test's do.
    defineRoute(assignmentEndpoints.assignmentStart, async ({ user, body, reply }) =>
      sendStarted(reply, await startAssignment(deps, user, body.assignmentID), true),
    ),
  ];
}
