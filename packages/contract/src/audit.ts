import { z } from "zod";
import { enveloped, ZPaginationRequest } from "./common";
import { endpoint } from "./endpoint";
import { ROUTES } from "./routes";

/** What the audit log records: every change administrators and teachers make to accounts, classes, content and marks. */
export const AUDIT_ACTIONS = [
  "account.create",
  "account.disable",
  "account.enable",
  "account.delete",
  "account.password_reset",
  "account.time_allowance",
  "account.unlock",
  "privilege.grant",
  "privilege.revoke",
  "class.create",
  "class.rename",
  "class.archive",
  "class.restore",
  "class.add_learners",
  "class.join",
  "class.remove_learner",
  "assignment.create",
  "assignment.delete",
  "essay.mark",
  "essay.return",
  "reading.save",
  "reading.delete",
  "reading.import",
  "writing.save",
  "writing.delete",
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** The particulars an entry may carry; each has a name in every language (admin.audit.detailKeys). */
export const AUDIT_DETAIL_KEYS = [
  "classID",
  "className",
  "from",
  "added",
  "created",
  "updated",
  "unchanged",
  "files",
  "privilege",
  "expiresAt",
  "admin",
  "oneTime",
  "percent",
  "applyToRunning",
  "runningUpdated",
  "hadFailures",
  "part",
  "title",
  "submissions",
  "essays",
  "classesHandedOn",
  "assignmentID",
  "kind",
  "overall",
  "essayID",
] as const;
export type TAuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];

/** Particulars of an entry: flat, so every screen can show them as "name: value". */
export const ZAuditDetail = z.partialRecord(
  z.enum(AUDIT_DETAIL_KEYS),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type TAuditDetail = z.infer<typeof ZAuditDetail>;

export const ZAuditEntry = z.object({
  id: z.string(),
  /** Epoch ms. */
  at: z.number().int(),
  /** Who did it: an e-mail, or "cli" for the command line. */
  actor: z.string(),
  action: ZAuditAction,
  /** What it was done to: an e-mail, a class's name, a practice id. */
  target: z.string(),
  detail: ZAuditDetail,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** A page of the log, newest first; optionally one action, or entries whose actor or target contains `query`. */
export const ZAuditListRequest = z.strictObject({
  paginationRequest: ZPaginationRequest,
  action: ZAuditAction.optional(),
  query: z.string().trim().max(200).optional(),
});
export const ZAuditListResponse = enveloped({
  data: z.object({ entries: z.array(ZAuditEntry), totalCnt: z.number().int() }),
});

/** The audit log, for administrators. */
export const auditEndpoints = {
  adminAuditList: endpoint(ROUTES.adminAuditList, ZAuditListRequest, ZAuditListResponse),
};
