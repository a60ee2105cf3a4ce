import { adminChangeProblem } from "@bandcraft/domain/admin-continuity";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import { conflict } from "../../lib/app-error";
import { countActiveAdmins, countPermanentAdmins } from "../accounts/accounts.repository";

/**
 * Inside the change's transaction, after it: throws 409 unless an administrator is still active and one
 * still holds privilege 1 with no expiry (domain admin-continuity.ts).
 */
export async function assertAdministratorsRemain(trx: Transaction<TDatabase>, now: number): Promise<void> {
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
