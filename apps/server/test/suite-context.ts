import { afterAll, beforeAll } from "vitest";
import type { TAppConfig } from "../src/config";
import type { TDialect } from "../src/db/dialects";
import { createTestContext, type TTestContext } from "./harness";

/**
 * A test context for the enclosing describe block: built before its tests on a fresh database of the
 * dialect, closed after them. The object is handed out at once and filled in by the beforeAll hook, so
 * a shared setup module can return it to test files, which read it only inside their hooks and tests.
 * `overrides` change the app's configuration, as createTestContext's do.
 */
export function suiteContext(dialect: TDialect, overrides: Partial<TAppConfig> = {}): TTestContext {
  const ctx = {} as TTestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(dialect, overrides));
  });
  afterAll(async () => ctx.close?.());
  return ctx;
}
