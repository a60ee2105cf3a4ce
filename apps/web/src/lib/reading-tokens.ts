import { ROUTES } from "@bandcraft/contract/routes";
import type { TFunction } from "i18next";
import { callUnchecked } from "./api-client";
import { formatDateTime } from "./privilege-format";

/** The learner's Reading tokens: how many are left today, when they refill, and whether tests spend any. */
export type TReadingTokens = { available: number; refillAt: number; spendsNone: boolean; abandonAfterHours: number };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** POST /user_info, read for the Reading tokens only (checked by hand: the hub's chunk stays free of Zod). */
export async function fetchReadingTokens(): Promise<TReadingTokens | null> {
  const body = await callUnchecked(ROUTES.userInfo, {});
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const list = data && Array.isArray(data.tokenInfo) ? data.tokenInfo : [];
  const reading = list.find((entry) => isRecord(entry) && entry.entityType === "actual_reading_test");
  if (!isRecord(reading)) return null;
  const { availableTokens, next_refill_time, spendsNone, abandonAfterHours } = reading;
  if (typeof availableTokens !== "number" || typeof next_refill_time !== "number") return null;
  return {
    available: availableTokens,
    refillAt: next_refill_time,
    spendsNone: spendsNone === true,
    abandonAfterHours: typeof abandonAfterHours === "number" ? abandonAfterHours : 0,
  };
}

/** The fields of a 403 for want of tokens (the server's errMsg is English; these are said in the learner's language). */
export type TNoTokens = { needed: number; refillAt: number };

/** The no-tokens fields of a refused start's body, or null when it was refused for another reason. */
export function noTokensOf(body: unknown): TNoTokens | null {
  if (!isRecord(body) || body.reason !== "no-tokens") return null;
  const { needed, refillAt } = body;
  return typeof needed === "number" && typeof refillAt === "number" ? { needed, refillAt } : null;
}

/** "Not enough tokens: this test needs 3. Your tokens refill at <local date-time>." in the interface language. */
export function noTokensText(refusal: TNoTokens, t: TFunction, language: string): string {
  return t("tokens.notEnough", { count: refusal.needed, time: formatDateTime(refusal.refillAt, language) });
}
