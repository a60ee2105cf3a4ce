import { ONE_TIME_EXPIRED, TOKEN_ENTITY_READING, type TUserInfoData } from "@bandcraft/contract/accounts";
import { privilegeCatalogue } from "@bandcraft/contract/privileges";
import { privilegeStatus } from "@bandcraft/domain/privilege-status";
import { nextRefillTime } from "@bandcraft/domain/token-refill";
import type { TAppDeps } from "../../deps";
import { AppError, unauthorized } from "../../lib/app-error";
import { burnPasswordCheck, verifyPassword } from "../../lib/passwords";
import type { TAuthUser } from "../../plugins/auth";
import { readingTokensNow, spendsNoTokens } from "../tokens/tokens.service";
import { findUserByEmail, listPrivileges, revokeSession } from "./accounts.repository";
import { countLoginFailure, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle";
import { openSession } from "./sessions.service";

/** Sessions live 720 hours (the default token life) unless revoked. */
export const SESSION_HOURS = 720;
export const SESSION_LIFE = `${SESSION_HOURS}h`;
/** One message for an unknown e-mail and a wrong password, so accounts cannot be enumerated. */
export const INVALID_CREDENTIALS = "Invalid email or password";

export interface TLoginResult {
  token: string;
  expires: string;
  userInfo: { email: string; privileges: number[]; mustChangePassword?: boolean };
}

/** The `reason` of a sign-in refused because an administrator disabled the account. */
export const ACCOUNT_DISABLED = "account-disabled";

/** Checks the password (throttled per e-mail and address) and opens a session (capped per account). */
export async function login(
  deps: TAppDeps,
  rawEmail: string,
  password: string,
  ip: string,
  userAgent?: string,
): Promise<TLoginResult> {
  const email = rawEmail.trim().toLowerCase();
  const reservation = await reserveLoginAttempt(deps.db, deps.dialect, email, ip, deps.now());
  const user = await findUserByEmail(deps.db, email);
  let valid = false;
  if (user) valid = await verifyPassword(user.password_hash, password);
  else await burnPasswordCheck(password);
  const now = deps.now();
  // The account counted the attempt before the check: a failure keeps it (and counts on the address), a
  // success gives it back.
  if (!user || !valid) {
    await countLoginFailure(deps.db, deps.dialect, reservation, now);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await releaseLoginAttempt(deps.db, deps.dialect, reservation, now);
  // Said only to the holder of the right password, so it tells a stranger nothing about the address.
  if (user.disabled_at !== null) {
    throw new AppError(403, "This account is disabled. Ask your administrator.", {}, { reason: ACCOUNT_DISABLED });
  }
  if (user.must_change_password === 1 && user.one_time_until !== null && user.one_time_until <= now) {
    const message = "This one-time password has expired. Ask your teacher or administrator for a new one.";
    throw new AppError(403, message, {}, { reason: ONE_TIME_EXPIRED });
  }
  const token = await openSession(deps, {
    userId: user.id,
    userAgent,
    now,
    expiresAt: now + SESSION_HOURS * 3_600_000,
  });
  if (token === null) throw unauthorized(INVALID_CREDENTIALS);
  const privileges = await listPrivileges(deps.db, user.id);
  return {
    token,
    expires: SESSION_LIFE,
    userInfo: {
      email: user.email,
      privileges: privileges.filter((p) => privilegeStatus(p.expires_at, now) !== "expired").map((p) => p.privilege_id),
      ...(user.must_change_password === 1 && { mustChangePassword: true }),
    },
  };
}

/** Revokes the caller's session server-side; the token stops working at once. */
export async function logout(deps: TAppDeps, user: TAuthUser): Promise<void> {
  await revokeSession(deps.db, user.sessionId, deps.now());
}

/** The settings dialog's data: tokens with the next refill, every held privilege, the catalogue. */
export async function userInfo(deps: TAppDeps, user: TAuthUser): Promise<TUserInfoData> {
  const now = deps.now();
  const { refillTimeZone } = deps.config;
  const available = await readingTokensNow(deps, user.id);
  return {
    email: user.email,
    tokenInfo: [
      {
        entityType: TOKEN_ENTITY_READING,
        availableTokens: available,
        next_refill_time: nextRefillTime(now, refillTimeZone),
        spendsNone: spendsNoTokens(user, now),
        abandonAfterHours: deps.config.attemptAbandonHours,
      },
    ],
    privileges: Object.fromEntries(user.privileges.map((p) => [String(p.id), String(p.expiresAt)])),
    privilegeCatalogue: privilegeCatalogue(),
    ...(user.mustChangePassword && { mustChangePassword: true }),
  };
}
