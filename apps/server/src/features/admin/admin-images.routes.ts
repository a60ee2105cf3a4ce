import { adminImageEndpoints } from "@bandcraft/contract/admin-images";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { storePicture } from "../images/images.service";
import { readPictureForm } from "./picture-form";

/** POST /api/admin/images/upload: one picture, checked and stored by its hash; answers its URL. */
export function adminImagesRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(adminImageEndpoints.adminImageUpload, async ({ request }) => {
      const url = await storePicture(deps, await readPictureForm(request));
      return ok({ url });
    }),
  ];
}
