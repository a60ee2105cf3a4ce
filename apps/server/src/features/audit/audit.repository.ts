import type { TAuditAction, TAuditDetail } from "@bandcraft/contract/audit";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import { lowerContains } from "../../db/like";
import { newId } from "../../lib/tokens";

/** Who did something: a signed-in account, or the command line (no account). */
export type TAuditActor = { id: number; email: string } | "cli";

export interface TAuditEvent {
  action: TAuditAction;
  /** What it was done to: an e-mail, a class's name, a practice id. */
  target: string;
  detail?: TAuditDetail;
}

/**
 * Writes one entry. Pass the transaction that makes the change, so the entry exists exactly when the change
 * does.
 */
export async function recordAudit(db: Kysely<TDatabase>, actor: TAuditActor, event: TAuditEvent, now: number) {
  await db
    .insertInto("audit_log")
    .values({
      id: newId("AU-"),
      at: now,
      actor_id: actor === "cli" ? null : actor.id,
      actor_email: actor === "cli" ? "cli" : actor.email,
      action: event.action,
      target: event.target,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .execute();
}

/** A page of the log, newest first, optionally one action or entries whose actor or target contains `needle`. */
export async function auditPage(
  db: Kysely<TDatabase>,
  query: { action?: TAuditAction | undefined; needle: string; page: number; pageSize: number },
) {
  let base = db.selectFrom("audit_log");
  if (query.action) base = base.where("action", "=", query.action);
  if (query.needle) {
    const needle = query.needle;
    base = base.where((eb) => eb.or([lowerContains("actor_email", needle), lowerContains("target", needle)]));
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}
