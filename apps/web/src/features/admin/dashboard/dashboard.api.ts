import { bankEndpoints, type TBankRecent } from "@bandcraft/contract/bank";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

/** The bank's latest changes: asked again each time the dashboard opens, as it is what an editor just did. */
export const recentChangesQuery = queryOptions({
  queryKey: ["admin-bank-recent"],
  queryFn: async (): Promise<TBankRecent> => (await call(bankEndpoints.adminBankRecent, {})).data,
  staleTime: 0,
});
