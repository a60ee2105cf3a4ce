/**
 * Someone must always be able to administer: a change to the administrator privilege (privilege 1) may not
 * leave no active administrator, nor leave none whose privilege is permanent (no expiry). The second rule
 * is what stops the last administrator from being "kept" with an expiry seconds away: once every grant can
 * run out, the install is one clock tick from being administered by nobody.
 */

/** Administrators (privilege 1) counted inside the change's transaction, after the change. */
export type TAdminCounts = { activeAfter: number; permanentAfter: number };

export type TAdminChangeProblem = "no-active-admin" | "no-permanent-admin";

/** Why a change to privilege 1 must be refused, or null when at least one permanent administrator remains. */
export function adminChangeProblem(counts: TAdminCounts): TAdminChangeProblem | null {
  if (counts.activeAfter <= 0) return "no-active-admin";
  if (counts.permanentAfter <= 0) return "no-permanent-admin";
  return null;
}
