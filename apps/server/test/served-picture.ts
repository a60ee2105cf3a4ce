import { expect } from "vitest";
import type { TTestContext } from "./harness";

/**
 * Fetches a stored picture's URL and checks it comes back whole, with its type, and inert: the image's
 * own policy replaces the app's, so nothing in a picture may run or load.
 */
export async function expectServedPicture(ctx: TTestContext, url: string, bytes: Uint8Array, type = "image/png") {
  const served = await ctx.app.inject({ method: "GET", url });
  expect(served.statusCode).toBe(200);
  expect(served.headers["content-type"]).toBe(type);
  expect(served.rawPayload.equals(bytes)).toBe(true);
  expect(served.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  expect(served.headers["x-content-type-options"]).toBe("nosniff");
}
