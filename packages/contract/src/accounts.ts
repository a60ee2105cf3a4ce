import { z } from "zod";
import { enveloped, ZEmptyRequest } from "./common";
import { endpoint, ZOkResponse } from "./endpoint";
import { ZPrivilegeCatalogueEntry } from "./privileges";
import { ROUTES } from "./routes";

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .pipe(z.email({ error: "email is not a valid e-mail address" }));

export const ZLoginRequest = z.strictObject({
  email: z.string().trim().min(1, "email is required").max(254),
  password: z.string().min(1, "password is required").max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUserInfo = z.object({
  email: z.string(),
  privileges: z.array(z.number().int()),
  /** The account signed in with a one-time password: it must choose its own before anything else. */
  mustChangePassword: z.boolean().optional(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** Login success; the token is also in the Authorization header, the life in X-Token-Expires. */
export const ZLoginResponse = enveloped({ userInfo: ZUserInfo, token: z.string(), expires: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Days a one-time password (a new learner's, an administrator's reset) works before it must be given again. */
export const ONE_TIME_PASSWORD_DAYS = 14;
/** The `reason` of a 403 from /login: the right one-time password, given more than ONE_TIME_PASSWORD_DAYS ago. */
export const ONE_TIME_EXPIRED = "one-time-expired" as const;

/** The `reason` of a 429 from /login: too many recent failures for this account or this network. */
export const SIGN_IN_SLOWED = "sign-in-slowed" as const;
/** The fields of that 429 beside statusCode and errMsg (the web says them in the learner's language). */
export const ZSignInSlowed = z.object({
  reason: z.literal(SIGN_IN_SLOWED),
  /** Also sent as the Retry-After header. */
  retryAfterSeconds: z.number().int().positive(),
});
export type TSignInSlowed = z.infer<typeof ZSignInSlowed>;

export const ZLogoutRequest = ZEmptyRequest;
export const ZUserInfoRequest = ZEmptyRequest;

export const TOKEN_ENTITY_READING = "actual_reading_test" as const;
export const ZTokenInfo = z.object({
  entityType: z.string(),
  availableTokens: z.number().int(),
  /** Epoch ms of the next refill. */
  next_refill_time: z.number().int(),
  /** This account takes tests without spending (an administrator, or active Reading Test access). */
  spendsNone: z.boolean(),
  /** Hours an untimed practice may go untouched before it is closed without a refund (ATTEMPT_ABANDON_HOURS). */
  abandonAfterHours: z.number().int(),
});
export type TTokenInfo = z.infer<typeof ZTokenInfo>;

export const ZUserInfoData = z.object({
  email: z.string(),
  tokenInfo: z.array(ZTokenInfo),
  /** privilege id → expiresAt (epoch ms as text). */
  privileges: z.record(z.string(), z.string()),
  privilegeCatalogue: z.array(ZPrivilegeCatalogueEntry),
  /** The account holds a one-time password: it must choose its own before anything else. */
  mustChangePassword: z.boolean().optional(),
});
export type TUserInfoData = z.infer<typeof ZUserInfoData>;
export const ZUserInfoResponse = enveloped({ data: ZUserInfoData });
export type TUserInfoResponse = z.infer<typeof ZUserInfoResponse>;

/** One of the caller's live sessions (Settings → Sessions); the id is opaque, the device read from its User-Agent. */
export const ZSessionSummary = z.object({
  sessionID: z.string(),
  /** The session this call was made with. */
  current: z.boolean(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  /** Epoch ms; moved at most every few minutes, so it is approximate. */
  lastUsedAt: z.number().int(),
  /** e.g. "Chrome", "Safari"; null when the User-Agent names none the server knows. */
  browser: z.string().nullable(),
  /** e.g. "Android", "Windows"; null when unknown. */
  os: z.string().nullable(),
});
export type TSessionSummary = z.infer<typeof ZSessionSummary>;
export const ZSessionListRequest = ZEmptyRequest;
export const ZSessionListResponse = enveloped({ sessions: z.array(ZSessionSummary) });
export type TSessionListResponse = z.infer<typeof ZSessionListResponse>;

/** Ends one of the caller's sessions; another account's id is the same 404 as a missing one. */
export const ZRevokeSessionRequest = z.strictObject({ sessionID: z.string().min(1).max(64) });
export const ZRevokeSessionResponse = enveloped({});
/** Ends every session of the caller but the one making the call. */
export const ZRevokeOtherSessionsRequest = ZEmptyRequest;
export const ZRevokeOtherSessionsResponse = enveloped({ revoked: z.number().int() });

/**
 * The signed-in learner's new password: the current one is checked (throttled like a sign-in), the new
 * one goes through the password rule, and every other session of the account is ended.
 */
export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1, "currentPassword is required").max(1024),
  newPassword: z.string().max(1024, "Passwords may have at most 1024 characters"),
});
export const ZChangePasswordResponse = enveloped({ revokedSessions: z.number().int() });

/** The accounts calls: sign-in, the caller's own account, sessions and password. */
export const accountsEndpoints = {
  login: endpoint(ROUTES.login, ZLoginRequest, ZLoginResponse),
  logout: endpoint(ROUTES.logout, ZLogoutRequest, ZOkResponse),
  userInfo: endpoint(ROUTES.userInfo, ZUserInfoRequest, ZUserInfoResponse),
  sessionList: endpoint(ROUTES.sessionList, ZSessionListRequest, ZSessionListResponse),
  sessionRevoke: endpoint(ROUTES.sessionRevoke, ZRevokeSessionRequest, ZRevokeSessionResponse),
  sessionRevokeOthers: endpoint(ROUTES.sessionRevokeOthers, ZRevokeOtherSessionsRequest, ZRevokeOtherSessionsResponse),
  changePassword: endpoint(ROUTES.changePassword, ZChangePasswordRequest, ZChangePasswordResponse),
};
