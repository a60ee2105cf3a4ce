/** Which kind of attempt an id names: a single passage, a complete (multi-passage) test, or writing. */
export type TTestTakerKind = "single" | "multi" | "writing";

const PREFIX: Record<TTestTakerKind, string> = { single: "TT-", multi: "MT-", writing: "WT-" };
const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SINGLE_TIME_LENGTH = 8;
const RANDOM_LENGTH = 4;
/**
 * Random characters of an attempt id the server makes: 16 base-36 characters (about 82 bits), so
 * nobody can guess another learner's attempt. Four remain for ids a browser makes (writing).
 */
export const SERVER_RANDOM_LENGTH = 16;

function randomAlphanumerics(random: () => number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    // Clamp so a random() that returns exactly 1 (or garbage) still picks a valid character.
    const index = Math.min(ALPHANUMERIC.length - 1, Math.max(0, Math.floor(random() * ALPHANUMERIC.length) || 0));
    out += ALPHANUMERIC[index];
  }
  return out;
}

/**
 * Builds a test-taker id: prefix, a base-36 time part (8 characters for single tests), then `randomCount`
 * random characters (4 for ids a browser makes; the server's attempts use SERVER_RANDOM_LENGTH).
 */
export function makeTestTakerId(
  kind: TTestTakerKind,
  now: number,
  random: () => number,
  randomCount = RANDOM_LENGTH,
): string {
  const time = Math.max(0, Math.floor(now)).toString(36).toUpperCase();
  // Single ids keep a fixed width (the last 8 digits) so they sort and look alike; the others keep the whole time.
  const timePart = kind === "single" ? time.padStart(SINGLE_TIME_LENGTH, "0").slice(-SINGLE_TIME_LENGTH) : time;
  return PREFIX[kind] + timePart + randomAlphanumerics(random, randomCount);
}

const PATTERNS: Record<TTestTakerKind, RegExp> = {
  single: /^TT-[0-9A-Z]{12,40}$/,
  multi: /^MT-[0-9A-Z]{5,40}$/,
  writing: /^WT-[0-9A-Z]{5,40}$/,
};

/** True when `s` has the shape makeTestTakerId produces (of the given kind, or of any kind). */
export function isTestTakerId(s: string, kind?: TTestTakerKind): boolean {
  if (kind) return PATTERNS[kind].test(s);
  return Object.values(PATTERNS).some((pattern) => pattern.test(s));
}
