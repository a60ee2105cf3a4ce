import { adminEndpoints } from "@bandcraft/contract/admin";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { addWritingTask } from "./admin-writing.service";
import { parseWritingData, readForm } from "./writing-upload";

/** POST /api/admin/writing/add: a new task from the multipart form, re-validated here. */
export function adminWritingRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(adminEndpoints.adminWritingAdd, async ({ request }) => {
      const upload = await readForm(request);
      const id = await addWritingTask(deps, parseWritingData(upload.writingData), upload.pictures);
      return ok({ writingPracticeID: id });
    }),
  ];
}
