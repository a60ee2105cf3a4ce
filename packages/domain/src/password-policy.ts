/**
 * The password rule for every password a person sets (NIST SP 800-63B, memorised secrets): a length
 * floor counted in code points after NFKC, no composition rules, refused when it is on a list of commonly
 * used passwords, built from the account's e-mail, or nothing but whitespace or one repeated character.
 * Pure: the caller hands in the list (the server loads it; the web does not carry it).
 */

/** Fewest code points after NFKC (NIST: at least 8 for a password chosen by its user). */
export const MIN_PASSWORD_CODE_POINTS = 8;
/** Most code points after NFKC: long passphrases welcome, but argon2 is not asked to hash a book. */
export const MAX_PASSWORD_CODE_POINTS = 200;
/** Local parts shorter than this ("jo@…") are not looked for inside a password: too many good ones hold them. */
export const MIN_LOCAL_PART_CODE_POINTS = 3;

/** Why a password was refused; the server sends it as `reason`, the web shows it in the learner's language. */
export const PASSWORD_REFUSALS = [
  "too-short",
  "too-long",
  "whitespace-only",
  "one-character",
  "contains-email",
  "common",
] as const;
export type TPasswordRefusal = (typeof PASSWORD_REFUSALS)[number];

/** English words for each refusal (the envelope's errMsg; the web translates the reason instead). */
export const PASSWORD_REFUSAL_MESSAGES: Readonly<Record<TPasswordRefusal, string>> = {
  "too-short": `Passwords need at least ${MIN_PASSWORD_CODE_POINTS} characters`,
  "too-long": `Passwords may have at most ${MAX_PASSWORD_CODE_POINTS} characters`,
  "whitespace-only": "A password cannot be only spaces",
  "one-character": "A password cannot be one character repeated",
  "contains-email": "A password cannot contain the account's e-mail address or its name part",
  common: "This password is on a list of commonly used passwords; choose another",
};

/** What the check needs besides the password: the account's e-mail and a look-up in the common list. */
export type TPasswordContext = {
  email: string;
  /** Whether a lower-cased, NFKC-normalised candidate is a commonly used password. */
  isCommon: (lowerCased: string) => boolean;
};

/** The form passwords are compared and counted in (NFKC, as NIST asks). */
export function normalisePassword(password: string): string {
  return password.normalize("NFKC");
}

/** Code points, not UTF-16 units: an emoji counts once. */
export function codePointCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The refusal for a length alone (all the web checks before sending), or null. */
export function passwordLengthRefusal(password: string): "too-short" | "too-long" | null {
  const count = codePointCount(normalisePassword(password));
  if (count < MIN_PASSWORD_CODE_POINTS) return "too-short";
  if (count > MAX_PASSWORD_CODE_POINTS) return "too-long";
  return null;
}

/** The e-mail pieces a password may not contain: the whole address, the local part and its part before "+". */
function emailPieces(email: string): string[] {
  const address = normalisePassword(email.trim()).toLowerCase();
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  const beforeTag = local.split("+")[0] ?? local;
  const pieces = [address, local, beforeTag].filter(
    (piece, i) => i === 0 || codePointCount(piece) >= MIN_LOCAL_PART_CODE_POINTS,
  );
  return [...new Set(pieces)].filter((piece) => piece !== "");
}

/** The first reason this password is refused for this account, or null when it is acceptable. */
export function passwordRefusal(password: string, context: TPasswordContext): TPasswordRefusal | null {
  const length = passwordLengthRefusal(password);
  if (length) return length;
  const normalised = normalisePassword(password);
  if (/^\s+$/u.test(normalised)) return "whitespace-only";
  const [first] = normalised;
  if ([...normalised].every((c) => c === first)) return "one-character";
  const lower = normalised.toLowerCase();
  if (emailPieces(context.email).some((piece) => lower.includes(piece))) return "contains-email";
  if (context.isCommon(lower) || context.isCommon(lower.trim())) return "common";
  return null;
}
