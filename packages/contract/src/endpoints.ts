import { z } from "zod";
import { accountsEndpoints } from "./accounts";
import { adminEndpoints } from "./admin";
import { adminImageEndpoints } from "./admin-images";
import { adminWritingEndpoints } from "./admin-writing";
import { assignmentEndpoints } from "./assignments";
import { attemptsEndpoints } from "./attempts";
import { auditEndpoints } from "./audit";
import { bankEndpoints } from "./bank";
import { bankTransferEndpoints } from "./bank-transfer";
import { classEndpoints } from "./classes";
import { enveloped } from "./common";
import { endpoint, type TEndpoint, ZNoParams } from "./endpoint";
import { markingEndpoints } from "./marking";
import { readingEndpoints } from "./reading";
import { resultEndpoints } from "./results";
import { ROUTES } from "./routes";
import { writingEndpoints } from "./writing";

/** The calls that belong to no feature: the health check and stored pictures. */
export const systemEndpoints = {
  health: endpoint(ROUTES.health, ZNoParams, enveloped({ status: z.literal("ok") })),
  /** A stored picture by its content hash; the reply is the image itself, not JSON. */
  image: endpoint(ROUTES.image, z.strictObject({ file: z.string().max(80) }), z.instanceof(Uint8Array)),
};

/**
 * Every call of the API, in one table: the server registers exactly these routes, and the route, access
 * and fuzzing tests walk it. Each feature's endpoints live beside their schemas; the web imports them
 * from there, so a screen loads only its own feature's schemas.
 */
export const ENDPOINTS = {
  ...systemEndpoints,
  ...bankEndpoints,
  ...accountsEndpoints,
  ...readingEndpoints,
  ...attemptsEndpoints,
  ...writingEndpoints,
  ...adminEndpoints,
  ...bankTransferEndpoints,
  ...adminImageEndpoints,
  ...adminWritingEndpoints,
  ...classEndpoints,
  ...assignmentEndpoints,
  ...resultEndpoints,
  ...markingEndpoints,
  ...auditEndpoints,
} satisfies Record<string, TEndpoint>;

/** The table's type, for a type-only import where the schemas must not load (a zod-free chunk). */
export type TEndpoints = typeof ENDPOINTS;

/** The table as a list, for the tests that walk it. */
export const ENDPOINT_LIST: readonly TEndpoint[] = Object.values(ENDPOINTS);
