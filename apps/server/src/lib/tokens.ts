import { createHash, randomBytes } from "node:crypto";

/** An opaque session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Sessions are stored by the SHA-256 of their token, so a database leak yields no usable token. */
export function sha256Hex(value: string | Uint8Array): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A short random id for rows (submissions, essays, practices). */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;
}
