import { auditEndpoints } from "@bandcraft/contract/audit";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { auditList } from "./audit.service";

/** The audit log for administrators; the admin scope has checked the privilege before the call runs. */
export function auditRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(auditEndpoints.adminAuditList, async ({ body }) => {
      const { page, pageSize } = body.paginationRequest;
      return ok({ data: await auditList(deps, { action: body.action, query: body.query, page, pageSize }) });
    }),
  ];
}
