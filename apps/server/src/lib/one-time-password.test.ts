import { describe, expect, it } from "vitest";
import { hashOneTimePassword, newOneTimePassword } from "./one-time-password";
import { verifyPassword } from "./passwords";

describe("one-time passwords", () => {
  it("are three groups of four unambiguous characters, different each time", () => {
    const made = Array.from({ length: 200 }, newOneTimePassword);
    for (const p of made) expect(p).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set(made).size).toBe(made.length);
  });

  it("verify with the ordinary password check, and only themselves", async () => {
    const password = newOneTimePassword();
    const stored = await hashOneTimePassword(password);
    expect(await verifyPassword(stored, password)).toBe(true);
    expect(await verifyPassword(stored, newOneTimePassword())).toBe(false);
  });
});
