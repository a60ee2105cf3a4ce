import { bankEndpoints } from "@bandcraft/contract/bank";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { bankSummary } from "./bank.service";

/** GET /api/bank/summary: the bank's counts for the public pages (no answers, no titles). */
export function bankRoutes(deps: TAppDeps): TRoute[] {
  return [defineRoute(bankEndpoints.bankSummary, async () => ok({ data: await bankSummary(deps) }))];
}
