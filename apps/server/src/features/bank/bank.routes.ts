import { bankEndpoints } from "@bandcraft/contract/bank";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { bankSummary, recentChanges } from "./bank.service";

/**
 * GET /api/bank/summary: the bank's counts for the public pages (no answers, no titles); POST
 * /api/admin/bank/recent: its latest changes, for the administrators' dashboard.
 */
export function bankRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(bankEndpoints.bankSummary, async () => ok({ data: await bankSummary(deps) })),
    defineRoute(bankEndpoints.adminBankRecent, async () => ok({ data: await recentChanges(deps) })),
  ];
}
