import { z } from "zod";
import { enveloped, ZEmptyRequest } from "./common";
import { endpoint } from "./endpoint";
import { ROUTES } from "./routes";

/** The form field that carries the one picture of an upload (the writing task's add call uses the same name). */
export const PICTURE_FIELD = "pic";

/**
 * An uploaded picture's address: `/api/images/<sha256>.<ext>`, the same bytes always giving the same one, for a
 * question section's picture URL.
 */
export const ZAdminImageUploadResponse = enveloped({ url: z.string() });

/**
 * The administrators' picture upload: a multipart form with one picture under `pic` and nothing else (the form
 * has no text fields, hence the empty request schema).
 */
export const adminImageEndpoints = {
  adminImageUpload: endpoint(ROUTES.adminImageUpload, ZEmptyRequest, ZAdminImageUploadResponse),
};
