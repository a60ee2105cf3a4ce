import { z } from "zod";
import { MAX_PRIVILEGE_ID, PRIVILEGES_IN_EFFECT } from "./privilege-ids";

export const ZPrivilegeId = z.number().int().min(1).max(MAX_PRIVILEGE_ID);

/** A catalogue entry as sent to clients: the description is "<name> Access". */
export const ZPrivilegeCatalogueEntry = z.object({ id: ZPrivilegeId, name: z.string(), description: z.string() });
export type TPrivilegeCatalogueEntry = z.infer<typeof ZPrivilegeCatalogueEntry>;

/** Builds the catalogue sent in user_info: the privileges in effect (a learner is offered nothing that does nothing). */
export function privilegeCatalogue(): TPrivilegeCatalogueEntry[] {
  return PRIVILEGES_IN_EFFECT.map((p) => ({ id: p.id, name: p.name, description: `${p.name} Access` }));
}
