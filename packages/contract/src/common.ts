import { z } from "zod";

/** Every JSON response carries statusCode (200 on success, else the HTTP status) and errMsg. */
export const ZEnvelopeFields = { statusCode: z.number().int(), errMsg: z.string() };
export const ZErrorEnvelope = z.object(ZEnvelopeFields);
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Wraps a success payload's fields in the envelope. */
export const enveloped = <S extends z.ZodRawShape>(shape: S) => z.object({ ...ZEnvelopeFields, ...shape });

/** An empty request body; calls without parameters send `{}`. */
export const ZEmptyRequest = z.strictObject({});

/** Pages are 1-based; the learner's lists use 20 (admin 10). */
export const ZPaginationRequest = z.strictObject({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(100),
});
export type TPaginationRequest = z.infer<typeof ZPaginationRequest>;

/**
 * Control characters (a terminal's escapes, line breaks) and the bidirectional overrides that make text read
 * backwards: never part of a name or title, and a way to spoof one on a screen or a teacher's terminal.
 */
const CONTROLS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A one-line text a person typed (a name, a title): no control characters. */
export const plainLine = (text: string) => !CONTROLS.test(text);

/** Epoch milliseconds. */
export const ZEpochMs = z.number().int().min(0);

/** The earliest and latest times a client may report (2020-01-01 and 2100-01-01, UTC). */
export const CLIENT_TIME_RANGE = { min: Date.UTC(2020, 0, 1), max: Date.UTC(2100, 0, 1) } as const;

/** A time a client reports, in epoch milliseconds: bounded, so a stray 2^53 can never be stored or shown. */
export const ZClientTime = z
  .number()
  .int()
  .min(CLIENT_TIME_RANGE.min, "a time in milliseconds from 2020 on")
  .max(CLIENT_TIME_RANGE.max, "a time in milliseconds before 2100");
