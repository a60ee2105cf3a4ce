import { z } from "zod";
import { enveloped, ZEmptyRequest } from "./common";
import { ZPrivilegeCatalogueEntry } from "./privileges";

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

export const ZUserInfo = z.object({ email: z.string(), privileges: z.array(z.number().int()) });
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** Login success; the token is also in the Authorization header, the life in X-Token-Expires. */
export const ZLoginResponse = enveloped({ userInfo: ZUserInfo, token: z.string(), expires: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

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
});
export type TUserInfoData = z.infer<typeof ZUserInfoData>;
export const ZUserInfoResponse = enveloped({ data: ZUserInfoData });
export type TUserInfoResponse = z.infer<typeof ZUserInfoResponse>;
