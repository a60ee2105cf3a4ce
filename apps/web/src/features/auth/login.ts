import type { TUserInfo } from "@bandcraft/contract/accounts";
import { ROUTES } from "@bandcraft/contract/routes";
import { ApiError, callUncheckedWithHeaders, type TApiResult } from "../../lib/api-client";
import { saveSession, type TSession } from "../../lib/session";
import { forgetOneTimePassword, rememberOneTimePassword } from "./one-time-password";

/**
 * Why sign-in failed; `server` carries the server's own errMsg, `slowed` the wait of a 429 for
 * too many attempts (said in the learner's language), `disabled` an account an administrator disabled.
 */
export type TLoginFailure =
  | { kind: "server"; message: string }
  | { kind: "slowed"; retryAfterSeconds: number }
  | { kind: "disabled" }
  | { kind: "oneTimeExpired" }
  | { kind: "failed" }
  | { kind: "network" }
  | { kind: "noToken" };

export class LoginError extends Error {
  readonly failure: TLoginFailure;
  constructor(failure: TLoginFailure) {
    super(failure.kind === "server" ? failure.message : failure.kind);
    this.name = "LoginError";
    this.failure = failure;
  }
}

/** The wait of a 429 for too many sign-in attempts (contract SIGN_IN_SLOWED, read by hand: this chunk stays free of Zod). */
export function slowedWait(body: unknown): number | null {
  if (typeof body !== "object" || body === null) return null;
  const { reason, retryAfterSeconds } = body as Record<string, unknown>;
  if (reason !== "sign-in-slowed" || typeof retryAfterSeconds !== "number" || !(retryAfterSeconds > 0)) return null;
  return Math.ceil(retryAfterSeconds);
}

/** The `reason` of a 403 for an account an administrator disabled (read by hand, like the wait above). */
const ACCOUNT_DISABLED = "account-disabled";
/** The `reason` of a 403 for a one-time password given too long ago (contract ONE_TIME_EXPIRED). */
const ONE_TIME_EXPIRED = "one-time-expired";

/** The reason a refusal's body gives, if any. */
function reasonOf(body: unknown): unknown {
  return typeof body === "object" && body !== null ? (body as { reason?: unknown }).reason : undefined;
}

function field(body: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = body[n];
    if (typeof v === "string" && v !== "") return v;
  }
  return undefined;
}

function userInfoOf(body: Record<string, unknown>, email: string): TUserInfo {
  const info = body.userInfo;
  if (typeof info === "object" && info !== null) {
    const { email: e, privileges, mustChangePassword } = info as Record<string, unknown>;
    return {
      email: typeof e === "string" ? e : email,
      // An absent list means no privileges.
      privileges: Array.isArray(privileges) ? privileges.filter((p): p is number => Number.isInteger(p)) : [],
      ...(mustChangePassword === true && { mustChangePassword: true }),
    };
  }
  return { email, privileges: [] };
}

/**
 * POST /api/login and store the session. The token comes from the Authorization header, else the body's
 * token/accessToken/jwt; the life from X-Token-Expires, else expires/tokenExpires, else 720h. An account
 * signed in with a one-time password has it remembered in memory for Choose your password.
 */
export async function login(email: string, password: string): Promise<TSession> {
  let result: TApiResult<unknown>;
  try {
    result = await callUncheckedWithHeaders(ROUTES.login, { email: email.trim(), password });
  } catch (e) {
    if (e instanceof ApiError) {
      if (e.kind === "network" || e.kind === "timeout") throw new LoginError({ kind: "network" });
      const wait = slowedWait(e.body);
      if (wait !== null) throw new LoginError({ kind: "slowed", retryAfterSeconds: wait });
      if (e.status === 403 && reasonOf(e.body) === ACCOUNT_DISABLED) throw new LoginError({ kind: "disabled" });
      if (e.status === 403 && reasonOf(e.body) === ONE_TIME_EXPIRED) throw new LoginError({ kind: "oneTimeExpired" });
      if (e.errMsg) throw new LoginError({ kind: "server", message: e.errMsg });
    }
    throw new LoginError({ kind: "failed" });
  }
  const { headers } = result;
  const body = typeof result.body === "object" && result.body !== null ? (result.body as Record<string, unknown>) : {};
  const header = headers.get("Authorization");
  const fromHeader = header?.replace(/^Bearer\s+/i, "").trim();
  const token = fromHeader || field(body, "token", "accessToken", "jwt");
  if (!token) throw new LoginError({ kind: "noToken" });
  const expires = headers.get("X-Token-Expires") || field(body, "expires", "tokenExpires");
  const session = saveSession(token, expires, userInfoOf(body, email.trim()));
  if (session.user.mustChangePassword) rememberOneTimePassword(session.user.email, password);
  else forgetOneTimePassword();
  return session;
}
