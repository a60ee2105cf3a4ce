import {
  codePointCount,
  MIN_PASSWORD_CODE_POINTS,
  normalisePassword,
  PASSWORD_REFUSAL_MESSAGES,
  passwordRefusal,
} from "@bandcraft/domain/password-policy";
import { AppError } from "../../lib/app-error";

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The commonly used passwords, lower-cased and NFKC-normalised: zxcvbn's list of the 49,233 most common
 * (MIT, @zxcvbn-ts/language-common), kept to the ~18,000 long enough to pass the length rule. Loaded on
 * the first password set, once per process, so a server that never sets one never pays for it.
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    const set = new Set<string>();
    for (const entry of dictionary["passwords-common"]) {
      const word = normalisePassword(entry).toLowerCase();
      if (codePointCount(word) >= MIN_PASSWORD_CODE_POINTS) set.add(word);
    }
    return set;
  });
  return common;
}

/**
 * Throws a 400 with the English reason and a `reason` code (the web translates it) when the password
 * fails the rule for the account with this e-mail; every place a password is set calls this.
 */
export async function assertAcceptablePassword(password: string, email: string): Promise<void> {
  const list = await commonPasswords();
  const reason = passwordRefusal(password, { email, isCommon: (word) => list.has(word) });
  if (reason) throw new AppError(400, PASSWORD_REFUSAL_MESSAGES[reason], {}, { reason });
}
