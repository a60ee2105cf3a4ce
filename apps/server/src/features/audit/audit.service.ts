import {
  AUDIT_DETAIL_KEYS,
  type TAuditAction,
  type TAuditDetail,
  type TAuditEntry,
  ZAuditDetail,
} from "@bandcraft/contract/audit";
import type { TAppDeps } from "../../deps";
import { auditPage } from "./audit.repository";

/**
 * An entry's stored particulars: the known names with plain values. A damaged row shows none, and a name or
 * value no longer known (an older version's) is left out rather than costing the entry its other particulars.
 */
function parsedDetail(text: string): TAuditDetail {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof stored !== "object" || stored === null) return {};
  const plain = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);
  const known = Object.entries(stored).filter(
    ([key, value]) => (AUDIT_DETAIL_KEYS as readonly string[]).includes(key) && plain(value),
  );
  const parsed = ZAuditDetail.safeParse(Object.fromEntries(known));
  return parsed.success ? parsed.data : {};
}

/** One page of the audit log, newest first, optionally one action or entries whose actor or target contains `query`. */
export async function auditList(
  deps: TAppDeps,
  query: { action?: TAuditAction | undefined; query?: string | undefined; page: number; pageSize: number },
): Promise<{ entries: TAuditEntry[]; totalCnt: number }> {
  const { total, rows } = await auditPage(deps.db, {
    action: query.action,
    needle: query.query ?? "",
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    totalCnt: total,
    entries: rows.map((row) => ({
      id: row.id,
      at: Number(row.at),
      actor: row.actor_email,
      // Written only by recordAudit, whose action is typed from the same list.
      action: row.action as TAuditAction,
      target: row.target,
      detail: parsedDetail(row.detail),
    })),
  };
}
