import { auditEndpoints, type TAuditAction, type TAuditEntry } from "@bandcraft/contract/audit";
import { call } from "../../../lib/api-client";

/** The log asks 20 entries a page, like the accounts list. */
export const AUDIT_PAGE_SIZE = 20;

export type TAuditPage = { entries: TAuditEntry[]; totalCnt: number };

/** What the log is filtered by: entries whose actor or target contains `query`, and one action or all. */
export type TAuditFilters = { query: string; action: TAuditAction | null };

/** POST /admin/audit/list: a page of the log, newest first. */
export async function fetchAuditPage(page: number, filters: TAuditFilters, signal?: AbortSignal): Promise<TAuditPage> {
  const query = filters.query.trim();
  const body = await call(
    auditEndpoints.adminAuditList,
    {
      paginationRequest: { page, pageSize: AUDIT_PAGE_SIZE },
      ...(query !== "" && { query }),
      ...(filters.action !== null && { action: filters.action }),
    },
    { signal },
  );
  return body.data;
}
