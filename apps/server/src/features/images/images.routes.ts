import { systemEndpoints } from "@bandcraft/contract/endpoints";
import type { TAppDeps } from "../../deps";
import { defineRoute, type TRoute } from "../../lib/route";
import { imageFile } from "./images.service";

/** GET /api/images/<sha256>.<ext>: content-addressed, so cached forever by browsers and proxies. */
export function imagesRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(systemEndpoints.image, async ({ body, reply }) => {
      const image = await imageFile(deps, body.file);
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .type(image.mime)
        .send(image.bytes);
    }),
  ];
}
