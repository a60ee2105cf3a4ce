/** What other features use of accounts: an e-mail address as accounts store it. */
export { normaliseEmail } from "./user-admin.service";
