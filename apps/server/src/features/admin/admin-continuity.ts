import { adminChangeProblem } from "@bandcraft/domain/admin-continuity";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { countActiveAdmins, countPermanentAdmins } from "../accounts/accounts.repository";

/**
 * Inside the change's transaction, after it: throws 409 unless an administrator is still active (not expired,
 * not disabled) and one still holds privilege 1 with no expiry (domain admin-continuity.ts). The refusal's
 * `reason` is the domain's problem code ("no-active-admin", "no-permanent-admin").
 */
export async function assertAdministratorsRemain(trx: Transaction<TDatabase>, now: number): Promise<void> {
  const problem = adminChangeProblem({
    activeAfter: await countActiveAdmins(trx, now),
    permanentAfter: await countPermanentAdmins(trx),
  });
  if (problem === "no-active-admin") {
    throw new AppError(409, "This change would leave no active administrator", {}, { reason: problem });
  }
  if (problem === "no-permanent-admin") {
    throw new AppError(
      409,
      "This change would leave no permanent administrator: at least one administrator must keep privilege 1 with no expiry",
      {},
      { reason: problem },
    );
  }
}
