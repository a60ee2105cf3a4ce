import { accountsEndpoints } from "@bandcraft/contract/accounts";
import { call } from "../../lib/api-client";

/** POST /account/change_password with the one-time password as the current one; this session stays signed in. */
export async function chooseOwnPassword(oneTimePassword: string, newPassword: string): Promise<void> {
  await call(accountsEndpoints.changePassword, { currentPassword: oneTimePassword, newPassword });
}
