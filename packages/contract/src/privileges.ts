import { z } from "zod";

/** The privilege catalogue: ids 1–9. */
export const PRIVILEGES = [
  { id: 1, code: "ADMIN", name: "Administrator" },
  { id: 2, code: "READING_WORD_TABLE", name: "Reading Word Table" },
  { id: 3, code: "READING_TEST", name: "Reading Test" },
  { id: 4, code: "LISTENING_WORD_TABLE", name: "Listening Word Table" },
  { id: 5, code: "LISTENING_TEST", name: "Listening Test" },
  { id: 6, code: "WRITING_SHOW_TEST", name: "Writing Show Test" },
  { id: 7, code: "WRITING_SCORE", name: "Writing Score" },
  { id: 8, code: "SPEAKING_SHOW_TEST", name: "Speaking Show Test" },
  { id: 9, code: "SPEAKING_SHOW_ANSWER", name: "Speaking Show Answer" },
] as const;

export type TPrivilegeId = (typeof PRIVILEGES)[number]["id"];
export const ADMIN_PRIVILEGE = 1 satisfies TPrivilegeId;
export const READING_TEST_PRIVILEGE = 3 satisfies TPrivilegeId;
export const ZPrivilegeId = z.number().int().min(1).max(9);

/** A catalogue entry as sent to clients: the description is "<name> Access". */
export const ZPrivilegeCatalogueEntry = z.object({ id: ZPrivilegeId, name: z.string(), description: z.string() });
export type TPrivilegeCatalogueEntry = z.infer<typeof ZPrivilegeCatalogueEntry>;

/** Builds the catalogue sent in user_info. */
export function privilegeCatalogue(): TPrivilegeCatalogueEntry[] {
  return PRIVILEGES.map((p) => ({ id: p.id, name: p.name, description: `${p.name} Access` }));
}
