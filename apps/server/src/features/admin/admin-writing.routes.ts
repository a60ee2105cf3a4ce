import { adminEndpoints } from "@bandcraft/contract/admin";
import { adminWritingEndpoints, ZAdminWritingModifyData } from "@bandcraft/contract/admin-writing";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import {
  addWritingTask,
  deleteWritingTask,
  modifyWritingTask,
  writingTaskForAdmin,
  writingTaskList,
} from "./admin-writing.service";
import { parseFormJson, parseWritingData, readForm } from "./writing-upload";

/**
 * The administrator's writing task calls: add and modify take the multipart form (writingData and a picture),
 * re-validated here; list, read one and delete take JSON.
 */
export function adminWritingRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(adminEndpoints.adminWritingAdd, async ({ user, request }) => {
      const upload = await readForm(request);
      const id = await addWritingTask(deps, user, parseWritingData(upload.writingData), upload.pictures);
      return ok({ writingPracticeID: id });
    }),
    defineRoute(adminWritingEndpoints.adminWritingModify, async ({ user, request }) => {
      const upload = await readForm(request);
      const data = parseFormJson(ZAdminWritingModifyData, upload.writingData);
      return ok({ writingPractice: await modifyWritingTask(deps, user, data, upload.pictures) });
    }),
    defineRoute(adminWritingEndpoints.adminWritingList, async ({ body }) =>
      ok({ data: await writingTaskList(deps, body) }),
    ),
    defineRoute(adminWritingEndpoints.adminWritingSingle, async ({ body }) =>
      ok({ writingPractice: await writingTaskForAdmin(deps, body.writingPracticeID) }),
    ),
    defineRoute(adminWritingEndpoints.adminWritingDelete, async ({ user, body }) => {
      await deleteWritingTask(deps, user, body.writingPracticeID);
      return ok();
    }),
  ];
}
