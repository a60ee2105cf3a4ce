import { adminEndpoints, type ZPrivilegeRecord } from "@bandcraft/contract/admin";
import type { z } from "zod";
import { call } from "../../../lib/api-client";
import type { TGrantMaps } from "./pending-edits";

export type TPrivilegeRecord = z.infer<typeof ZPrivilegeRecord>;
/** Held privileges by id ("3") with expiresAt and grantedAt as epoch-ms text. */
export type THeldPrivileges = Record<string, TPrivilegeRecord>;

/** POST /admin/get_privilege. */
export async function fetchUserPrivileges(email: string): Promise<THeldPrivileges> {
  const body = await call(adminEndpoints.adminGetPrivilege, { email });
  return body.privileges;
}

/** POST /admin/grant_privilege: updates (id → expiry text) and removals, in one call. */
export async function grantPrivileges(email: string, maps: TGrantMaps): Promise<void> {
  await call(adminEndpoints.adminGrantPrivilege, { email, ...maps });
}
