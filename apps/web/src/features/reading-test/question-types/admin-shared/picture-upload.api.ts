import { adminImageEndpoints, PICTURE_FIELD } from "@bandcraft/contract/admin-images";
import { call } from "../../../../lib/api-client";

/** Uploads one picture (multipart, the browser sets the boundary); answers its stored, content-addressed URL. */
export async function uploadPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append(PICTURE_FIELD, file);
  return (await call(adminImageEndpoints.adminImageUpload, body, { timeoutMs: 60_000 })).url;
}
