import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privileges";
import { adminChangeProblem } from "@bandcraft/domain/admin-continuity";
import { PERMANENT_FROM_MS } from "@bandcraft/domain/privilege-status";
import type { Transaction } from "kysely";
import type { Database } from "../../db/database";
import type { Dialect } from "../../db/dialects";
import { conflict } from "../../lib/app-error";
import { countActiveAdmins } from "../accounts/accounts.repository";

/**
 * Locks every administrator grant until the transaction ends, so two changes to privilege 1 are judged
 * one after the other: two administrators demoting each other at once cannot both pass a count made
 * before either committed. PostgreSQL row locks; SQLite runs one transaction at a time already.
 */
export async function lockAdministrators(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await trx
    .selectFrom("user_privileges")
    .select("user_id")
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .forUpdate()
    .execute();
}

async function countPermanentAdmins(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom("user_privileges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .where("expires_at", ">=", PERMANENT_FROM_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inside the change's transaction, after it: throws 409 unless an administrator is still active and one
 * still holds privilege 1 with no expiry (domain admin-continuity.ts).
 */
export async function assertAdministratorsRemain(trx: Transaction<Database>, now: number): Promise<void> {
  const problem = adminChangeProblem({
    activeAfter: await countActiveAdmins(trx, now),
    permanentAfter: await countPermanentAdmins(trx),
  });
  if (problem === "no-active-admin") throw conflict("This change would leave no active administrator");
  if (problem === "no-permanent-admin") {
    throw conflict(
      "This change would leave no permanent administrator: at least one administrator must keep privilege 1 with no expiry",
    );
  }
}
