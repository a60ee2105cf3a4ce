import type { TFunction } from "i18next";
import { ApiError, apiCall } from "../../../lib/api-client";
import { parseTestPractice, type TTestPractice } from "../engine/parse-practice";
import type { TTestError } from "../engine/submit-attempt";

/** The three passages of a complete test: as received (kept by the attempt store) and parsed. */
export type TPack = { raw: unknown[]; practices: TTestPractice[] };

/** What the hub passes through navigation state (reading §2.1: test data and page type). */
export type TMultiNavigationState = { readingPractice?: unknown; pageType?: string };

/** A complete test has exactly three passages, parts 1 to 3 in order (reading §9). */
export const PACK_SIZE = 3;

/** Parses a pack leniently like the single test does per passage; throws when it is not three passages. */
export function parsePack(raw: unknown): TPack {
  if (!Array.isArray(raw) || raw.length !== PACK_SIZE) throw new Error(`a complete test has ${PACK_SIZE} passages`);
  return { raw: [...raw], practices: raw.map((p) => parseTestPractice(p)) };
}

/** POST /api/reading/pack_random {pageType}: a random complete test. Spends three tokens on the server. */
export async function fetchPack(
  pageType: string,
  t: TFunction,
): Promise<{ ok: true; pack: TPack } | { ok: false; error: TTestError }> {
  try {
    const { body } = await apiCall<unknown>("/reading/pack_random", { body: { pageType } });
    const raw =
      typeof body === "object" && body !== null ? (body as Record<string, unknown>).readingPractice : undefined;
    try {
      return { ok: true, pack: parsePack(raw) };
    } catch (e) {
      return { ok: false, error: { message: t("readingTest.errors.parseFailed", { reason: String(e) }), auth: false } };
    }
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      return { ok: false, error: { message: t("readingTest.errors.authFailed"), auth: true } };
    }
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) {
      return { ok: false, error: { message: t("readingTest.errors.network"), auth: false } };
    }
    const message = e instanceof ApiError && e.errMsg ? e.errMsg : t("readingTest.errors.fetchFailed");
    return { ok: false, error: { message, auth: false } };
  }
}
